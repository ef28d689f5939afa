// A v3 brand's forms as configured, for the operator area's flow map (issue 25 item 5): read
// and listed, never drawn as a form. Re-exports, so the definitions keep one home.
export { loadDefinitions } from '../definitions/load-definitions';
export { describeCondition } from '../definitions/describe-condition';
export type { FormDefinition } from '../definitions/types';
