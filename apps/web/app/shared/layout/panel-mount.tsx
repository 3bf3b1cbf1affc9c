import { Suspense, useEffect } from 'react';
import type { ComponentType } from 'react';
import { openPanel, useUi } from '../stores/index.ts';
import type { PanelName } from '../stores/index.ts';

export interface PanelMountProps {
  panel: PanelName;
  /** The panel's contents, a lazy component (its code loads on the first opening). */
  component: ComponentType<{ data?: unknown }>;
  /** A query parameter that opens the panel on load with { query: its value } as the opening data. */
  openOnQuery?: string;
}

/**
 * Where root mounts an overlay that a feature owns (the search): nothing is rendered, and nothing
 * of its code loaded, until the ui store opens it; closing unmounts it, so it starts fresh next time.
 */
export function PanelMount({ panel, component: Panel, openOnQuery }: PanelMountProps) {
  const { panel: open, data } = useUi();
  useEffect(() => {
    if (!openOnQuery) return;
    const query = new URLSearchParams(window.location.search).get(openOnQuery);
    if (query !== null) openPanel(panel, { query });
  }, [panel, openOnQuery]);
  if (open !== panel) return null;
  return (
    <Suspense fallback={null}>
      <Panel data={data} />
    </Suspense>
  );
}
