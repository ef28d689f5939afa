// Rules across a brand's whole list that a shape schema cannot see. Each problem is one
// readable sentence, so a failing CI run says which form of which brand is wrong.
import { findCondition, type Condition } from './conditions';
import { firstFormPath, type DataPointField, type FormDefinition } from './types';

export interface Vocabulary {
  dataPoints: ReadonlySet<string>;
  /** Paths a sequenced step may have (spec 2's step paths). */
  paths: ReadonlySet<string>;
}

function conditionDataPoints(condition: Condition): string[] {
  if (condition.op === 'not') return conditionDataPoints(condition.condition);
  if ('conditions' in condition) return condition.conditions.flatMap(conditionDataPoints);
  return [condition.dataPoint];
}

function fieldsOf(forms: readonly FormDefinition[]): DataPointField[] {
  return forms.flatMap((form) => form.dataPoints);
}

/** A condition must name a known id and look only at data points asked before it. */
function conditionProblems(where: string, id: string | undefined, asked: ReadonlySet<string>) {
  if (id === undefined) return [];
  const condition = findCondition(id);
  if (!condition) return [`${where}: unknown condition id '${id}'`];
  return conditionDataPoints(condition)
    .filter((name) => !asked.has(name))
    .map((name) => `${where}: condition '${id}' reads '${name}', which no earlier form asks`);
}

export function definitionProblems(forms: readonly FormDefinition[], vocabulary: Vocabulary) {
  const problems: string[] = [];
  const seenPaths = new Set<string>();
  const owner = new Map<string, string>();
  const asked = new Set<string>();
  const modalUses = new Map<string, number>();

  if (forms[0]?.path !== firstFormPath) problems.push(`the first form must be '${firstFormPath}'`);

  forms.forEach((form, index) => {
    const where = `form ${index} '${form.path}'`;
    if (seenPaths.has(form.path)) problems.push(`${where}: duplicate path`);
    seenPaths.add(form.path);
    if (form.stepType !== 'modal' && !vocabulary.paths.has(form.path)) {
      problems.push(`${where}: not a step path of the v3 flow`);
    }
    const before = new Set(asked);
    for (const field of form.dataPoints) {
      if (!vocabulary.dataPoints.has(field.name)) {
        problems.push(`${where}: unknown data point '${field.name}'`);
      }
      const other = owner.get(field.name);
      if (other !== undefined) problems.push(`${where}: '${field.name}' is already on '${other}'`);
      owner.set(field.name, form.path);
      asked.add(field.name);
    }
    for (const field of form.dataPoints) {
      problems.push(...conditionProblems(`${where} field '${field.name}'`, field.condition, asked));
    }
    if (form.stepType === 'modal') return;
    problems.push(...conditionProblems(where, form.condition, before));
    for (const added of form.adds ?? []) {
      problems.push(...conditionProblems(`${where} adds`, added.condition, asked));
    }
    if (form.stepType === 'personal-information' && form.modal !== undefined) {
      modalUses.set(form.modal, (modalUses.get(form.modal) ?? 0) + 1);
    }
  });

  for (const form of forms) {
    const uses = form.stepType === 'modal' ? (modalUses.get(form.path) ?? 0) : 0;
    if (form.stepType === 'modal' && uses !== 1) {
      problems.push(`modal '${form.path}' is opened by ${uses} steps instead of one`);
    }
  }
  for (const path of modalUses.keys()) {
    const target = forms.find((form) => form.path === path);
    if (target?.stepType !== 'modal') problems.push(`'${path}' is opened as a modal but is none`);
  }
  // What an answer adds must be asked by a form of this brand that is not there from the start.
  for (const form of forms) {
    if (form.stepType === 'modal') continue;
    for (const name of (form.adds ?? []).flatMap((added) => added.dataPoints)) {
      const asking = forms.find((f) => f.dataPoints.some((field) => field.name === name));
      if (asking === undefined) problems.push(`'${form.path}' adds '${name}', which no form asks`);
      else if (asking.stepType !== 'modal' && asking.includeOnInit) {
        problems.push(
          `'${form.path}' adds '${name}', but '${asking.path}' is there from the start`,
        );
      }
    }
  }
  if (fieldsOf(forms).length === 0) problems.push('no data points at all');
  return problems;
}
