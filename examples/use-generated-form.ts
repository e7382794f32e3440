/**
 * How an app uses a generated component (a Vite + Vue 3 app with Element Plus installed): register the
 * library, render the form, take the model from its `submit` event, and fill a blank widget's slot —
 * here the `relatedOrders` slot of examples/out/every-widget.element.vue.
 *
 * @example
 * // main.ts of the app
 * import { mountGeneratedForm } from './use-generated-form';
 * mountGeneratedForm('#app');
 */
import { createApp, h } from 'vue';
import ElementPlus, { ElInput } from 'element-plus';
import 'element-plus/dist/index.css';
import EveryWidgetForm from './out/every-widget.element.vue';

/** The model a submitted form hands over: see `dougong types examples/every-widget.design.json`. */
type Model = Record<string, unknown>;

export function mountGeneratedForm(selector: string): void {
  const app = createApp({
    render: () =>
      h(
        EveryWidgetForm,
        { onSubmit: (model: Model) => console.log('提交的数据', model) },
        {
          // A blank widget is a slot named after its model, given the form's model to bind to.
          relatedOrders: ({ model }: { model: { relatedOrders: string[] } }) =>
            h(ElInput, {
              modelValue: model.relatedOrders.join(','),
              'onUpdate:modelValue': (text: string) =>
                (model.relatedOrders = text.split(',').filter(Boolean)),
              placeholder: '单据号，用逗号分隔',
            }),
        },
      ),
  });
  app.use(ElementPlus).mount(selector);
}
