import { NativeSelect } from '@mantine/core';
import { MONTH_NAMES, type Period } from '../finance-period';

const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

/** 'Mes': the twelve months by name. */
export function MonthSelect({
  value,
  onChange,
  w,
}: {
  value: number;
  onChange: (mes: number) => void;
  w?: number;
}) {
  return (
    <NativeSelect
      label="Mes"
      value={String(value)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      data={MONTH_OPTIONS}
      w={w}
    />
  );
}

/** 'Mes' and 'Año' of a period, the year one of `years`. */
export function PeriodSelects({
  value,
  onChange,
  years,
}: {
  value: Period;
  onChange: (period: Period) => void;
  years: readonly number[];
}) {
  return (
    <>
      <MonthSelect value={value.mes} onChange={(mes) => onChange({ ...value, mes })} />
      <NativeSelect
        label="Año"
        value={String(value.anio)}
        onChange={(e) => onChange({ ...value, anio: Number(e.currentTarget.value) })}
        data={years.map((y) => ({ value: String(y), label: String(y) }))}
      />
    </>
  );
}
