// jsdom finds a label's control and a control's labels by walking the whole document: `labels`
// walks every node and asks each label for its `control`, which walks the document again to find
// the element its `for` names. Testing Library computes accessible names through `labels`, so a
// role query by name on a form of a hundred fields costs seconds (a third of a form test's time).
//
// The same answers, found through the document's id index (`getElementById`) and its labels only.
// Anything else (a label outside a document, a form-associated custom element) keeps jsdom's own
// getters.

const LABELABLE = ['BUTTON', 'METER', 'OUTPUT', 'PROGRESS', 'SELECT', 'TEXTAREA', 'INPUT'];

function isLabelable(element: Element): boolean {
  if (!LABELABLE.includes(element.tagName)) return false;
  return element.tagName !== 'INPUT' || (element as HTMLInputElement).type !== 'hidden';
}

function getter<T>(proto: object, name: string): (this: T) => unknown {
  const descriptor = Object.getOwnPropertyDescriptor(proto, name);
  if (!descriptor?.get) throw new Error(`jsdom n’a plus de ${name} à remplacer`);
  return descriptor.get as (this: T) => unknown;
}

/** Replaces jsdom's `HTMLLabelElement.control` and the controls' `labels` in this window. */
export function installFastLabels(window: Window & typeof globalThis): void {
  const labelProto = window.HTMLLabelElement.prototype;
  const jsdomControl = getter<HTMLLabelElement>(labelProto, 'control');
  Object.defineProperty(labelProto, 'control', {
    configurable: true,
    enumerable: true,
    get(this: HTMLLabelElement) {
      const root = this.getRootNode();
      const forId = this.getAttribute('for');
      if (forId === null || !(root instanceof window.Document)) return jsdomControl.call(this);
      if (forId === '') return null;
      const target = root.getElementById(forId);
      if (target === null) return null;
      return isLabelable(target) ? target : jsdomControl.call(this);
    },
  });

  const controls = [
    window.HTMLButtonElement,
    window.HTMLMeterElement,
    window.HTMLOutputElement,
    window.HTMLProgressElement,
    window.HTMLSelectElement,
    window.HTMLTextAreaElement,
    window.HTMLInputElement,
  ];
  for (const control of controls) {
    const proto = control.prototype;
    const jsdomLabels = getter<HTMLElement>(proto, 'labels');
    Object.defineProperty(proto, 'labels', {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        const root = this.getRootNode();
        if (!isLabelable(this) || !(root instanceof window.Document)) {
          return jsdomLabels.call(this);
        }
        return Array.from(root.getElementsByTagName('label')).filter((l) => l.control === this);
      },
    });
  }
}
