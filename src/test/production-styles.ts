import { StyleSheet } from '@emotion/sheet';

const installed = Symbol.for('reurb.productionStyles');

/**
 * Emotion inserts the screens' styles as the production build does: every rule into one style
 * sheet through the CSS object model (`insertRule`), not a `<style>` element of its own per rule,
 * which is what its development build does so that each rule keeps its source map. Under jsdom
 * each of those elements is parsed as a sheet and sorted into the document's sheet list by tree
 * position: the web tests spent 6% of their CPU there (231 → 218 s alone, 406/406 passing; the
 * lot form, the workbench and the reports page 13–15%; 2026-12-01).
 *
 * A rule the CSS parser refuses is still reported (emotion's development `insert` logs it), as a
 * browser would drop it in production: that is how react-admin's `&$disabled` filled-input
 * rule, which never applied, was found (src/layout/theme.ts).
 */
export function insertStylesAsProduction(): void {
  const prototype = StyleSheet.prototype as StyleSheet & { [installed]?: true };
  // A shared worker runs the setup once per file: install once.
  if (prototype[installed]) return;
  const insert = prototype.insert;
  prototype.insert = function (this: StyleSheet & { ctr: number }, rule: string) {
    // Set before a sheet's first rule, when emotion decides how it inserts them.
    if (this.ctr === 0) this.isSpeedy = true;
    insert.call(this, rule);
  };
  prototype[installed] = true;
}
