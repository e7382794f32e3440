import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import './bpmn.css';
import {
  AimOutlined,
  CloudUploadOutlined,
  DownloadOutlined,
  ImportOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { App, Button, Space, Spin, Tag, Tooltip } from 'antd';
import Modeler from 'bpmn-js/lib/Modeler';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiQuery, useDataHost, useInvalidateApi } from '../../runtime';
import { panelTarget, writePanel, type Diagram, type DiagramElement } from './diagram';
import { ElementPanel } from './ElementPanel';
import { readPanel, type PanelKind } from './mapping';
import { drawable } from './layout';
import { DOUGONG_MODDLE } from './moddle';
import { dougongPalette } from './palette';
import { newDiagramXml } from './template';
import { dougongTranslate } from './translate';

/** A saved process design (tPProcess), as queryById, add and edit answer. */
interface ProcessDesign {
  id: string;
  processKey: string;
  name: string;
  bpmnXml?: string;
}

/** What deployProcess answers: the new definition. */
interface Deployed {
  processKey: string;
  name: string;
  version: number;
}

const API = '/process/tPProcess';

function download(xml: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface Target {
  element: DiagramElement;
  kind: PanelKind;
  /** Bumped when the element changes from elsewhere (undo, a label edited on the canvas). */
  revision: number;
}

/**
 * The process modeler: bpmn-js with Dougong's palette, the element panel at the side, and the toolbar —
 * 保存 (add, then edit), 部署 (save, then deploy that design: the server's message on refusal, the new
 * version on success), 导入 BPMN, 导出 BPMN, 适应画布, undo and redo.
 *
 * @example
 * <BpmnModeler processId="3" />
 */
export default function BpmnModeler({ processId, height }: { processId?: string; height?: number }) {
  const { message } = App.useApp();
  const host = useDataHost();
  const invalidate = useInvalidateApi();
  const container = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [diagram, setDiagram] = useState<Diagram | null>(null);
  const [target, setTarget] = useState<Target | null>(null);
  const [designId, setDesignId] = useState(processId);
  const [busy, setBusy] = useState<'save' | 'deploy' | null>(null);
  const writing = useRef(false);
  /** Changed since it was opened, imported or saved: shown beside the toolbar, and asked about on leaving. */
  const [dirty, setDirty] = useState(false);
  const { data: body, isError } = useApiQuery<ProcessDesign>(
    `${API}/queryById`,
    { id: processId },
    {
      enabled: !!processId,
    },
  );
  const xml = processId ? (body?.success ? body.result.bpmnXml : undefined) : newDiagramXml();
  const [initialXml] = useState(() => xml);
  const source = initialXml ?? xml;

  useEffect(() => {
    const modeler = new Modeler({
      container: container.current!,
      additionalModules: [dougongPalette, dougongTranslate],
      moddleExtensions: { dougong: DOUGONG_MODDLE },
    }) as unknown as Diagram;
    const eventBus = modeler.get('eventBus');
    const retarget = (selection: DiagramElement[]) => {
      const next = panelTarget(modeler, selection);
      setTarget((now) => (next ? { ...next, revision: (now?.revision ?? 0) + 1 } : null));
    };
    eventBus.on('selection.changed', (event) => retarget(event.newSelection as DiagramElement[]));
    eventBus.on('import.done', () => {
      retarget([]);
      setDirty(false);
    });
    eventBus.on('commandStack.changed', (event) => {
      if (event.trigger !== 'clear') setDirty(true);
    });
    eventBus.on('elements.changed', (event) => {
      if (writing.current) return;
      const changed = (event.elements as DiagramElement[]).map((element) => element.id);
      setTarget((now) => {
        if (!now) return now;
        const element = modeler.get('elementRegistry').get(now.element.id) ?? now.element;
        return changed.includes(now.element.id) ? { ...now, element, revision: now.revision + 1 } : now;
      });
    });
    // Esc on the canvas or in its menus belongs to bpmn-js (close a menu, stop a tool, leave a label): it
    // must not reach the drawer around, which closes on Esc from window with the diagram unsaved. Stopped
    // at document, so bpmn-js's own listeners (some on document) still hear it.
    const canvas = container.current!;
    const keepEscape = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (event.key === 'Escape' && target && (canvas.contains(target) || target.closest('.djs-popup')))
        event.stopPropagation();
    };
    document.addEventListener('keydown', keepEscape);
    setDiagram(modeler);
    return () => {
      document.removeEventListener('keydown', keepEscape);
      modeler.destroy();
    };
  }, []);

  const loaded = useRef(false);
  useEffect(() => {
    if (!diagram || !source || loaded.current) return;
    loaded.current = true;
    void drawable(source)
      .then((xml) => diagram.importXML(xml))
      .then(() => diagram.get('canvas').zoom('fit-viewport', 'auto'))
      // bpmn-js says why in English only: the user is told what to do instead.
      .catch(() => message.error('流程图无法打开：保存的 BPMN 不完整，请导入正确的 BPMN 2.0 文件后保存'));
  }, [diagram, source, message]);

  // Closing or reloading the tab with unsaved changes asks first, as the browser does for any editor.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const write = useCallback(
    (values: Record<string, unknown>) => {
      if (!diagram || !target) return;
      writing.current = true;
      try {
        writePanel(diagram, target.element, target.kind, values);
      } finally {
        writing.current = false;
      }
    },
    [diagram, target],
  );

  /** Saves the diagram; resolves the design's id, or null when nothing was saved. */
  async function save(): Promise<string | null> {
    if (!diagram) return null;
    const { xml: bpmnXml } = await diagram.saveXML({ format: true });
    try {
      const answer = designId
        ? await host.put<ProcessDesign>(`${API}/edit`, { id: designId, bpmnXml })
        : await host.post<ProcessDesign>(`${API}/add`, { bpmnXml });
      if (!answer.success) {
        void message.error(answer.message || '保存失败');
        return null;
      }
      setDesignId(answer.result.id);
      setDirty(false);
      void invalidate(`${API}/edit`);
      return answer.result.id;
    } catch {
      return null; // the host showed the server's reason
    }
  }

  async function onSave() {
    setBusy('save');
    try {
      if (await save()) void message.success('已保存');
    } finally {
      setBusy(null);
    }
  }

  async function onDeploy() {
    setBusy('deploy');
    try {
      const id = await save();
      if (!id) return;
      const answer = await host.get<Deployed>(`${API}/deployProcess`, { id });
      if (!answer.success) void message.error(answer.message || '部署失败');
      else {
        void message.success(`已部署「${answer.result.name}」第 ${answer.result.version} 版`);
        void invalidate(`${API}/deployProcess`);
      }
    } catch {
      // the host showed the server's reason (a deploy check the diagram fails)
    } finally {
      setBusy(null);
    }
  }

  async function onImport(file: File | undefined) {
    if (!diagram || !file) return;
    try {
      await diagram.importXML(await drawable(await file.text()));
      // An imported file is not saved yet, whatever import.done says.
      setDirty(true);
      diagram.get('canvas').zoom('fit-viewport', 'auto');
      void message.success(`已导入 ${file.name}，保存后生效`);
    } catch {
      void message.error(
        `无法导入 ${file.name}：不是 BPMN 2.0 文件，请选择 Camunda Modeler 等工具导出的 .bpmn 文件`,
      );
    }
  }

  async function onExport() {
    if (!diagram) return;
    const { xml: text } = await diagram.saveXML({ format: true });
    const key = diagram.get('canvas').getRootElement().businessObject.id;
    download(text ?? '', `${key}.bpmn`);
  }

  const stack = diagram?.get('commandStack');
  return (
    <div className="dg-bpmn dg-bpmn-modeler">
      <Space className="dg-bpmn-toolbar" wrap>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={busy === 'save'}
          disabled={!!busy}
          onClick={onSave}
        >
          保存
        </Button>
        <Button
          icon={<CloudUploadOutlined />}
          loading={busy === 'deploy'}
          disabled={!!busy}
          onClick={onDeploy}
        >
          部署
        </Button>
        <Button icon={<ImportOutlined />} onClick={() => fileInput.current?.click()}>
          导入 BPMN
        </Button>
        <Button icon={<DownloadOutlined />} onClick={onExport}>
          导出 BPMN
        </Button>
        <Button icon={<AimOutlined />} onClick={() => diagram?.get('canvas').zoom('fit-viewport', 'auto')}>
          适应画布
        </Button>
        <Tooltip title="撤销">
          <Button icon={<UndoOutlined />} aria-label="撤销" onClick={() => stack?.undo()} />
        </Tooltip>
        <Tooltip title="重做">
          <Button icon={<RedoOutlined />} aria-label="重做" onClick={() => stack?.redo()} />
        </Tooltip>
        <input
          ref={fileInput}
          type="file"
          accept=".bpmn,.xml"
          hidden
          data-testid="bpmn-import"
          onChange={(event) => {
            void onImport(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {dirty && <Tag color="warning">有未保存的修改</Tag>}
      </Space>
      <div className="dg-bpmn-body" style={{ height: height ?? 'calc(100vh - 170px)' }}>
        <Spin spinning={!source && !isError} wrapperClassName="dg-bpmn-canvas-wrap">
          <div ref={container} className="dg-bpmn-canvas" />
        </Spin>
        <aside className="dg-bpmn-side">
          {target && (
            <ElementPanel
              key={target.revision}
              kind={target.kind}
              initial={readPanel(target.kind, target.element.businessObject)}
              onChange={write}
            />
          )}
        </aside>
      </div>
    </div>
  );
}
