import type { Diagram, DiagramElement } from './diagram';
import type { BusinessObject } from './mapping';

/** A business object as moddle makes them: properties, and get() over them. */
export function bo(
  type: string,
  props: Record<string, unknown> = {},
): BusinessObject & Record<string, unknown> {
  const object: Record<string, unknown> = { $type: type, id: 'Task_1', ...props };
  object.get = (name: string) => object[name];
  return object as BusinessObject & Record<string, unknown>;
}

/** A diagram whose modeling writes properties straight onto the business object, counting commands. */
export function fakeDiagram(root: DiagramElement) {
  const commands: Array<Record<string, unknown>> = [];
  const diagram = {
    get: (name: string) =>
      ({
        modeling: {
          updateProperties: (element: DiagramElement, properties: Record<string, unknown>) => {
            commands.push(properties);
            Object.assign(element.businessObject, properties);
          },
        },
        moddle: { create: (type: string, attrs: object) => ({ $type: type, ...attrs }) },
        canvas: { getRootElement: () => root },
      })[name],
  } as unknown as Diagram;
  return { diagram, commands };
}
