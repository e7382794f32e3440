// toBeInTheDocument() and friends.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { takeMockViolations } from './test/httpMock';

// findBy…/waitFor wait up to 5 s, not 1 s: a lazily loaded chunk (bpmn-js, the live table) or a form that
// validates on a loaded 2-core CI machine can take longer than a second to show; an assertion that holds
// still passes as soon as it holds.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that antd touches on mount.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
// jsdom does not implement getComputedStyle for pseudo-elements and logs an error each time antd's
// modal measures the scrollbar; the element's own style answers the same question in tests.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

// Every test starts from an empty document.
afterEach(cleanup);

// A mocked answer the real server would never send fails the test (schemas/results.ts).
afterEach(() => {
  const broken = takeMockViolations();
  if (broken.length > 0) throw new Error(`Mocked answers outside schemas/results.ts:\n${broken.join('\n')}`);
});
