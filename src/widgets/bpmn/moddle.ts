/**
 * The dougong namespace of the process diagrams (docs/process.md): the attributes the server's deploy
 * checks and engine read. Given to bpmn-js (and bpmn-moddle in the tests) as a moddle extension, so
 * `dougong:*` attributes are typed properties of the elements that carry them — set through
 * modeling.updateProperties, kept on import and written back on export.
 */
export const DOUGONG_NS = 'http://dougong.dev/schema/bpmn';

const attr = (name: string) => ({ name, isAttr: true, type: 'String' });

/**
 * The moddle descriptor: user tasks carry the assignee rule, candidates, form, per-field rules and
 * buttons; start events the start form.
 *
 * @example
 * new Modeler({ moddleExtensions: { dougong: DOUGONG_MODDLE } })
 */
export const DOUGONG_MODDLE = {
  name: 'Dougong',
  prefix: 'dougong',
  uri: DOUGONG_NS,
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'UserTaskSettings',
      extends: ['bpmn:UserTask'],
      properties: [
        attr('assignee'),
        attr('candidateUsers'),
        attr('candidateRoles'),
        attr('candidateDeparts'),
        attr('formId'),
        attr('fieldRules'),
        attr('buttons'),
      ],
    },
    {
      name: 'StartEventSettings',
      extends: ['bpmn:StartEvent'],
      properties: [attr('formId')],
    },
  ],
  enumerations: [],
};

/** The attributes of user tasks, in the order the panel shows them. */
export const USER_TASK_ATTRS = [
  'assignee',
  'candidateUsers',
  'candidateRoles',
  'candidateDeparts',
  'formId',
  'fieldRules',
  'buttons',
] as const;
