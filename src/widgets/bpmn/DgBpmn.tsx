import { observer } from '@formily/react';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { BpmnOptions } from '../../../schemas/generated/page';
import { resolveValue, usePageScope } from '../../runtime';

// bpmn-js and its styles are a chunk of their own, fetched when a page first draws a diagram: sign-in
// and the shell never carry them (docs/performance.md, "Bundle").
const BpmnModeler = lazy(() => import('./BpmnModeler'));
const BpmnViewer = lazy(() => import('./BpmnViewer'));

/** An id option after its {{ }}: text, or undefined when empty or not text. */
function idOf(value: string | undefined, scope: Parameters<typeof resolveValue>[1]): string | undefined {
  const resolved = value === undefined ? undefined : resolveValue(value, scope);
  return typeof resolved === 'string' || typeof resolved === 'number'
    ? String(resolved) || undefined
    : undefined;
}

/**
 * The bpmn page widget: the process modeler (draw, panel, save, deploy, import/export BPMN) for
 * options.processId, or the instance diagram coloured by its history for options.instanceId; either
 * may be a {{ }} expression over the page scope ($row in a drawer).
 *
 * @example
 * <DgBpmn options={{ mode: 'modeler', processId: '{{ $row.id }}' }} />
 */
export const DgBpmn = observer(function DgBpmn({ options }: { options: BpmnOptions }) {
  const scope = usePageScope();
  const loading = <Skeleton active paragraph={{ rows: 8 }} />;
  if (options.mode === 'viewer') {
    const instanceId = idOf(options.instanceId, scope);
    return (
      <Suspense fallback={loading}>
        <BpmnViewer key={instanceId} instanceId={instanceId} height={options.height ?? 420} />
      </Suspense>
    );
  }
  const processId = idOf(options.processId, scope);
  return (
    <Suspense fallback={loading}>
      <BpmnModeler key={processId ?? 'new'} processId={processId} height={options.height} />
    </Suspense>
  );
});
