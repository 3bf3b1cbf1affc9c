// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstFocusable, focusables } from './focus.ts';

// happy-dom lays nothing out: every element is given a box, and the test counts who asked.
const asked: Element[] = [];
vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
  asked.push(this);
  return [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
});

function panel(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  asked.length = 0;
  document.body.innerHTML = '';
});

describe('focusables', () => {
  it("reaches a closed group's summary, not what it hides, and never asks where that is", () => {
    const container = panel(`
      <button id="close">×</button>
      <details><summary id="more">Показать все</summary><a id="hidden" href="/x">x</a></details>
      <details open><summary id="open">Цвет</summary><input id="shown"></details>
      <details><summary id="outer">…</summary><details open><summary id="inner">…</summary></details></details>
      <div hidden><button id="gone">y</button></div>`);
    expect(focusables(container).map((element) => element.id)).toEqual([
      'close',
      'more',
      'open',
      'shown',
      'outer',
    ]);
    // Asking where hidden content is makes a browser lay it out, once per closed group.
    expect(asked.map((element) => element.id)).not.toContain('hidden');
    expect(asked.map((element) => element.id)).not.toContain('inner');
  });

  it('the first one is found without looking at the others', () => {
    const container = panel('<button id="a">a</button><button id="b">b</button>');
    expect(firstFocusable(container)?.id).toBe('a');
    expect(asked).toHaveLength(1);
  });
});
