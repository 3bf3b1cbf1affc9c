import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

export interface Mounted {
  container: HTMLElement;
  unmount: () => void;
}

/** A page element in a memory router at `path` (every address shows it), mounted in the document. */
export async function mountInRouter(element: ReactNode, path = '/'): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.append(container);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  return {
    container,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}
