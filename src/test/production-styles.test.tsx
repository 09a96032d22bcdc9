import { Box, Button, createTheme } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../layout/theme';

/** Every selector key in a style object, functions of the theme called as MUI calls them. */
function selectors(style: unknown, muiTheme: object): string[] {
  const value =
    typeof style === 'function' ? (style as (p: object) => unknown)({ theme: muiTheme, ownerState: {} }) : style;
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...selectors(inner, muiTheme)]);
}

const emotionTags = () => document.head.querySelectorAll('style[data-emotion]').length;

/** The web tests' emotion inserts its rules as the production build does (src/test/production-styles.ts). */
describe('styles in the web tests', () => {
  it('apply to what they style, as before', () => {
    render(
      <Box data-testid="caixa" sx={{ display: 'flex', paddingTop: '13px', color: 'rgb(21, 101, 192)' }}>
        <Button variant="contained">Salvar</Button>
      </Box>,
    );
    const box = getComputedStyle(screen.getByTestId('caixa'));
    expect(box.display).toBe('flex');
    expect(box.paddingTop).toBe('13px');
    expect(box.color).toBe('rgb(21, 101, 192)');
    // MUI's own button rules, inserted the same way.
    expect(getComputedStyle(screen.getByRole('button', { name: 'Salvar' })).textTransform).toBe('uppercase');
  });

  it('go into the sheets already there, not an element per rule', () => {
    render(<Box sx={{ marginTop: '1px' }}>primeira</Box>);
    const before = emotionTags();
    // Fifty rules never seen before: in development emotion would add fifty <style> elements.
    render(
      <>
        {Array.from({ length: 50 }, (_, i) => (
          <Box key={i} sx={{ marginLeft: `${i + 101}px` }}>
            {i}
          </Box>
        ))}
      </>,
    );
    expect(emotionTags() - before).toBe(0);
    expect(getComputedStyle(screen.getByText('49')).marginLeft).toBe('150px');
  });

  // JSS's `$rule` references reach the page as invalid selectors, which browsers drop; under the
  // production-style insertion above jsdom refuses them too, and emotion logs each one.
  it("are never JSS's `$rule` references in the app's theme", () => {
    const muiTheme = createTheme(theme as Parameters<typeof createTheme>[0]);
    const keys = Object.values(theme.components ?? {}).flatMap((component) =>
      Object.values((component as { styleOverrides?: object }).styleOverrides ?? {}).flatMap((style) =>
        selectors(style, muiTheme),
      ),
    );
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key) => key.includes('$'))).toEqual([]);
  });
});
