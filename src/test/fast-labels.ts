/**
 * jsdom finds a label's control (`label.control`) by walking the whole document for the `for`
 * id, and an input's labels (`input.labels`) by asking every node of the document for its
 * control: a document walk per label per input. Testing Library's `getByLabelText` and the
 * accessible names behind `getByRole` read `labels` of every input, so each query over the lot
 * form (about 130 inputs) walks the document once per label per input: a CPU profile of
 * LotEdit.test.tsx found 60% of its time in those two getters.
 *
 * These getters answer the same (tests in fast-labels.test.ts compare them with jsdom's on
 * every case) through the document's id map: the control of `<label for>` is the element with
 * that id if it is labelable, else the first labelable descendant; the labels of an element are
 * the labels naming its id and the enclosing labels without `for`, in tree order. Outside a
 * document (a detached tree, a shadow root) jsdom's own getters answer. One difference is left:
 * with two elements of the same id, jsdom's `getElementById` (used here) picks the one inserted
 * first, where the tree walk picks the first in tree order; an app with repeated ids is broken
 * for browsers too, and the screens' inputs take unique ids (react-admin's sources, MUI's useId).
 */

const LABELABLE = ['BUTTON', 'METER', 'OUTPUT', 'PROGRESS', 'SELECT', 'TEXTAREA'];
const LABELABLE_SELECTOR = 'button, input, meter, output, progress, select, textarea';

/** Labelable elements (HTML's "labelable element"): form-associated custom elements aside. */
export const isLabelable = (element: Element): boolean =>
  LABELABLE.includes(element.tagName) ||
  (element.tagName === 'INPUT' && (element as HTMLInputElement).type !== 'hidden');

/** The prototypes whose `labels` jsdom computes by a document walk. */
const LABELED = () => [
  HTMLButtonElement,
  HTMLInputElement,
  HTMLMeterElement,
  HTMLOutputElement,
  HTMLProgressElement,
  HTMLSelectElement,
  HTMLTextAreaElement,
];

type Getter<T> = (this: T) => unknown;

/** jsdom's own getters, kept for what the fast ones hand back and for the equivalence test. */
export const jsdomGetters: {
  control?: Getter<HTMLLabelElement>;
  labels: Map<object, Getter<HTMLElement>>;
} = { labels: new Map() };

const inDocument = (node: Node): boolean => node.ownerDocument !== null && node.getRootNode() === node.ownerDocument;

function control(label: HTMLLabelElement): HTMLElement | null {
  if (!inDocument(label)) return jsdomGetters.control!.call(label) as HTMLElement | null;
  const id = label.getAttribute('for');
  if (id !== null) {
    if (id === '') return null;
    const target = label.ownerDocument.getElementById(id);
    return target && isLabelable(target) ? target : null;
  }
  for (const candidate of label.querySelectorAll<HTMLElement>(LABELABLE_SELECTOR))
    if (isLabelable(candidate)) return candidate;
  return null;
}

function labels(element: HTMLElement, jsdom: Getter<HTMLElement>): unknown {
  if (!isLabelable(element) || !inDocument(element)) return jsdom.call(element);
  const found: HTMLLabelElement[] = [];
  if (element.id) {
    const quoted = `"${element.id.replace(/["\\]/g, '\\$&')}"`;
    for (const label of element.ownerDocument.querySelectorAll<HTMLLabelElement>(`label[for=${quoted}]`))
      if (control(label) === element) found.push(label);
  }
  for (let up = element.parentElement; up; up = up.parentElement)
    if (up instanceof HTMLLabelElement && !up.hasAttribute('for') && control(up) === element) found.push(up);
  return found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Installs the getters on jsdom's prototypes (src/test/setup.ts); a second call does nothing. */
export function installFastLabels(): void {
  if (jsdomGetters.control) return;
  const controlDescriptor = Object.getOwnPropertyDescriptor(HTMLLabelElement.prototype, 'control')!;
  jsdomGetters.control = controlDescriptor.get as Getter<HTMLLabelElement>;
  Object.defineProperty(HTMLLabelElement.prototype, 'control', {
    ...controlDescriptor,
    get(this: HTMLLabelElement) {
      return control(this);
    },
  });
  for (const Type of LABELED()) {
    const descriptor = Object.getOwnPropertyDescriptor(Type.prototype, 'labels')!;
    const jsdom = descriptor.get as Getter<HTMLElement>;
    jsdomGetters.labels.set(Type.prototype, jsdom);
    Object.defineProperty(Type.prototype, 'labels', {
      ...descriptor,
      get(this: HTMLElement) {
        return labels(this, jsdom);
      },
    });
  }
}
