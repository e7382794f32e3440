import { FormItem } from '@formily/antd-v5';
import { createSchemaField, type JSXComponent } from '@formily/react';
import { Alert } from 'antd';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createQueryClient } from './query/queryClient';
import { UNKNOWN_WIDGET } from './form/compile';
import { installSafeCompiler } from './form/safeCompiler';
import type { WidgetRegistry } from './registry';

/**
 * What stands where a design names a widget type no registered widget draws (a fork's childTable kept by a
 * lenient import): a marked block, so the form shows that something is missing rather than hiding it.
 */
function UnknownWidget({ type, name }: { type?: string; name?: string }) {
  return (
    <Alert
      className="dg-unknown-widget"
      type="warning"
      showIcon
      message={`不支持的控件：${type ?? ''}`}
      description={name ? `「${name}」未绘制，它的设置原样保留在设计里` : '未绘制，它的设置原样保留在设计里'}
    />
  );
}

type SchemaField = ReturnType<typeof createSchemaField>;

interface RuntimeValue {
  registry: WidgetRegistry;
  SchemaField: SchemaField;
}

const RuntimeContext = createContext<RuntimeValue | null>(null);

/**
 * Hands the runtime its widgets. The app wraps each view that draws design JSON in one, with src/widgets'
 * registry (core/views/RuntimeHost.tsx, loaded with the view); tests may hand in their own.
 *
 * @example
 * <RuntimeProvider registry={widgetRegistry}><PageHost component="system/user-list" /></RuntimeProvider>
 */
export function RuntimeProvider({ registry, children }: { registry: WidgetRegistry; children: ReactNode }) {
  const value = useMemo<RuntimeValue>(() => {
    installSafeCompiler();
    const components: Record<string, JSXComponent> = {
      ...registry.components,
      FormItem,
      [UNKNOWN_WIDGET]: UnknownWidget,
    };
    return { registry, SchemaField: createSchemaField({ components }) as SchemaField };
  }, [registry]);
  // The host gives the query client of its reads (RuntimeHost); a tree drawn without one gets its own.
  const outerClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (outerClient ? null : createQueryClient()));
  const drawn = <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
  return ownClient ? <QueryClientProvider client={ownClient}>{drawn}</QueryClientProvider> : drawn;
}

/** The registry and the SchemaField built from it; throws outside a RuntimeProvider. */
export function useRuntime(): RuntimeValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('Dougong runtime: wrap the tree in <RuntimeProvider registry={...}>');
  return value;
}
