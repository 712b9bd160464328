// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { installFastLabels } from './fastLabels';

const FORM = `
  <label id="l1" for="a">A</label><input id="a">
  <label id="l2" for="a">A again</label>
  <label id="l3"><span>wrapped</span><input id="b"></label>
  <label id="l4" for="">empty for</label>
  <label id="l5" for="nobody">missing</label>
  <label id="l6" for="d">a div</label><div id="d"></div>
  <label id="l7" for="h">hidden</label><input id="h" type="hidden">
  <label id="l8" for="s">select</label><select id="s"></select>
  <label id="l9" for="t">area</label><textarea id="t"></textarea>
  <label id="l10" for="dup">first</label><input id="dup" name="first"><input id="dup" name="second">
  <button id="btn">no label</button>
`;

/** Each label's control id and each control's label ids, as the window's getters give them. */
function snapshot(doc: Document) {
  const labels = [...doc.querySelectorAll('label')].map((l) => [l.id, l.control?.id ?? null]);
  const controls = [...doc.querySelectorAll('input, select, textarea, button')].map((c) => [
    c.id,
    (c as HTMLInputElement).labels === null
      ? null
      : [...(c as HTMLInputElement).labels!].map((l) => l.id),
  ]);
  return { labels, controls };
}

describe('installFastLabels', () => {
  it('gives the same controls and labels as jsdom’s own getters', () => {
    document.body.innerHTML = FORM;
    const before = snapshot(document);
    // jsdom's answers, checked by hand on the sample, so that the comparison cannot pass vacuously.
    expect(before.labels).toContainEqual(['l3', 'b']);
    expect(before.controls).toContainEqual(['a', ['l1', 'l2']]);
    installFastLabels(window);
    expect(snapshot(document)).toEqual(before);
  });

  it('still answers for a form outside the document', () => {
    installFastLabels(window);
    const fragment = document.createElement('div');
    fragment.innerHTML = FORM;
    const input = fragment.querySelector<HTMLInputElement>('#a')!;
    expect([...input.labels!].map((l) => l.id)).toEqual(['l1', 'l2']);
  });
});
