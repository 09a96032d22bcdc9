import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

/** The editor's HTML as a DOM (htmlparser2: forgiving, no scripts run, entities decoded). */
export function parseHtml(html: string): ChildNode[] {
  return parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }).children;
}

export const isElement = (node: ChildNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';
export const isText = (node: ChildNode): node is ChildNode & { data: string } => node.type === 'text';
