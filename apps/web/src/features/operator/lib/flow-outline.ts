// Each brand's flow as configured (issue 25 item 5), in the order the applicant meets it: the
// v3 brands' forms from their definitions, the legacy brands' steps from the step table with
// the fields their country asks. Read from the same tables the applicant's app draws from.
import { products, type ProductId } from '@finceptiv/contract/products';
import {
  describeCondition,
  loadDefinitions,
  type FormDefinition,
} from '@/features/dynamic-form/public/flow-definitions';
import { legacySteps, type LegacyCountry } from '@/features/legacy-flow/public/legacy-step-table';

interface OutlineField {
  name: string;
  /** The control: text, select, date, checkbox, ... */
  kind: string;
  optional: boolean;
  /** The condition that shows it, spelled out ('has-vehicle: form_vehicle = "yes"'). */
  shownIf?: string;
}

export interface OutlineStep {
  path: string;
  /** v3 only: the form's step type and context (spec 2). */
  stepType?: string;
  context?: string;
  shownIf?: string;
  /** v3 only: the form joins the flow when an answer adds a data point, not at the start. */
  joinsLater: boolean;
  pinnedProgress?: number;
  fields: OutlineField[];
}

function fromForm(form: FormDefinition): OutlineStep {
  const sequenced = form.stepType !== 'modal';
  return {
    path: form.path,
    stepType: form.stepType,
    context: form.context,
    joinsLater: sequenced && !form.includeOnInit,
    ...(sequenced && form.condition ? { shownIf: describeCondition(form.condition) } : {}),
    ...(sequenced && form.manualProgress !== undefined
      ? { pinnedProgress: form.manualProgress }
      : {}),
    fields: form.dataPoints.map((field) => ({
      name: field.name,
      kind: field.control.kind,
      optional: field.required === false,
      ...(field.condition ? { shownIf: describeCondition(field.condition) } : {}),
    })),
  };
}

export async function flowOutline(id: ProductId): Promise<OutlineStep[]> {
  const product = products[id];
  if (product.flow === 'v3') return (await loadDefinitions(id)).map(fromForm);
  const country = product.country as LegacyCountry;
  return legacySteps.flatMap((step) => {
    const fields = step.fields[country];
    if (!fields) return [];
    return [
      {
        path: step.path,
        joinsLater: false,
        fields: fields.map((field) => ({
          name: field.name,
          kind: field.control.kind,
          optional: field.required === false,
        })),
      },
    ];
  });
}
