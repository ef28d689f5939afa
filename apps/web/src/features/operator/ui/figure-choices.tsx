// The choices above a section's figures: which brand and which period. One control each, so
// every section asks the same way.
import { useTranslation } from 'react-i18next';
import { operatorPeriods } from '@finceptiv/contract/api/operator-routes';
import { productIds, type Locale, type ProductId } from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';
import { formatDuration } from '@/shared/lib/format';
import type { OperatorPeriod } from '../api/operator-api';
import { operatorNamespace } from '../operator-namespace';

interface ChoiceProps<V extends string> {
  id: string;
  value: V;
  onChange: (value: V) => void;
}

function Choice<V extends string>(
  props: ChoiceProps<V> & { label: string; options: readonly (readonly [V, string])[] },
) {
  return (
    <div className="field operator-section__choice">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="field__input"
        value={props.value}
        onChange={(event) => {
          props.onChange(event.currentTarget.value as V);
        }}
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function BrandChoice(props: ChoiceProps<ProductId>) {
  const { t } = useTranslation(operatorNamespace);
  const options = productIds.map((id) => [id, products[id].displayName] as const);
  return <Choice {...props} label={t('brand')} options={options} />;
}

export function PeriodChoice(props: ChoiceProps<OperatorPeriod> & { locale: Locale }) {
  const { t } = useTranslation(operatorNamespace);
  const options = operatorPeriods.map(
    (days) => [days, formatDuration(Number(days), 'days', props.locale)] as const,
  );
  return <Choice {...props} label={t('period')} options={options} />;
}
