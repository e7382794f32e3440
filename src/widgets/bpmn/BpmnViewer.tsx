import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './bpmn.css';
import { Alert, Empty, Spin } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef, useState } from 'react';
import { useApiQuery } from '../../runtime';
import type { Diagram } from './diagram';
import { drawable } from './layout';
import { DOUGONG_MODDLE } from './moddle';

/** A node's state in an instance's history (contract.md, processInstance/diagram). */
export type NodeState = 'finished' | 'current' | 'skipped' | 'rejected';

interface InstanceDiagram {
  bpmnXml: string;
  nodes: Array<{ nodeId: string; state: NodeState }>;
}

/** The legend, in the order a process goes: what each colour on the diagram means. */
export const NODE_STATES: ReadonlyArray<{ state: NodeState; label: string }> = [
  { state: 'finished', label: '已完成' },
  { state: 'current', label: '当前节点' },
  { state: 'rejected', label: '被驳回' },
  { state: 'skipped', label: '已跳过' },
];

/** The canvas marker (a CSS class on the node) of a state. */
export const markerOf = (state: NodeState) => `dg-node-${state}`;

/**
 * An instance's diagram, read-only (pan and zoom), its nodes coloured by the history: finished green,
 * current blue and bold, rejected red, skipped grey and dashed; a legend under it.
 *
 * @example
 * <BpmnViewer instanceId="12" height={420} />
 */
export default function BpmnViewer({ instanceId, height }: { instanceId?: string; height: number }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { data: body, isFetching } = useApiQuery<InstanceDiagram>(
    '/process/processInstance/diagram',
    { id: instanceId },
    { enabled: !!instanceId },
  );
  const diagram = body?.success ? body.result : null;

  useEffect(() => {
    if (!diagram || !container.current) return;
    const viewer = new NavigatedViewer({
      container: container.current,
      moddleExtensions: { dougong: DOUGONG_MODDLE },
    }) as unknown as Diagram;
    let live = true;
    drawable(diagram.bpmnXml)
      .then((xml) => viewer.importXML(xml))
      .then(() => {
        if (!live) return;
        const canvas = viewer.get('canvas');
        const registry = viewer.get('elementRegistry');
        for (const node of diagram.nodes)
          if (registry.get(node.nodeId)) canvas.addMarker(node.nodeId, markerOf(node.state));
        canvas.zoom('fit-viewport', 'auto');
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      viewer.destroy();
    };
  }, [diagram]);

  if (!instanceId) return <Empty description="没有流程实例" />;
  return (
    <div className="dg-bpmn dg-bpmn-viewer">
      {failed && <Alert type="error" showIcon message="流程图无法显示：这个流程版本的 BPMN 不完整" />}
      <Spin spinning={isFetching && !diagram}>
        <div ref={container} className="dg-bpmn-canvas dg-bpmn-viewer-canvas" style={{ height }} />
      </Spin>
      <div className="dg-bpmn-legend">
        {NODE_STATES.map(({ state, label }) => (
          <span key={state} className="dg-bpmn-legend-item">
            <span className={`dg-bpmn-legend-swatch ${markerOf(state)}`} />
            {label}
          </span>
        ))}
      </div>
    </div>
  );
}
