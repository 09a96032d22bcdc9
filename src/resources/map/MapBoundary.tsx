import { Component, type ReactNode } from 'react';
import { Alert } from '@mui/material';

/**
 * Keeps a map that cannot draw (a browser without canvas or WebGL, a broken tile setting) from
 * taking the page around it down: the lot screen and the list of findings stay usable.
 */
export class MapBoundary extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <Alert severity="warning">{this.props.message}</Alert> : this.props.children;
  }
}
