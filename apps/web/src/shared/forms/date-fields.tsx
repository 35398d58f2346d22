import { esES } from '@mui/x-date-pickers/locales';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { es } from 'date-fns/locale/es';
import { format, isValid, parseISO } from 'date-fns';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldBaseProps } from './text-field';

/**
 * Date and date-time fields: MUI pickers in Spanish, typed as dd/mm/aaaa (and hh:mm, 24 h),
 * weeks starting on Monday (date-fns `es`). Kept in a module of their own so that only the
 * screens with dates download the pickers (never the login screen).
 *
 * The form holds text: a date as `yyyy-mm-dd`, an instant as ISO 8601 (UTC), '' when empty and
 * `INVALID_DATE` while what was typed is not a date, so the shared schema answers
 * "Ingrese una fecha válida" with its own message.
 */
export const INVALID_DATE = 'fecha-invalida';

const localeText = {
  ...esES.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: () => 'mm',
  fieldYearPlaceholder: (params: { digitAmount: number }) => 'a'.repeat(params.digitAmount),
  fieldHoursPlaceholder: () => 'hh',
  fieldMinutesPlaceholder: () => 'mm',
  openDatePickerDialogue: (formatted: string | null) => (formatted ? `Elegir fecha (elegida: ${formatted})` : 'Elegir fecha'),
  openTimePickerDialogue: (formatted: string | null) => (formatted ? `Elegir hora (elegida: ${formatted})` : 'Elegir hora'),
  timeTableLabel: 'elegir hora',
  dateTableLabel: 'elegir fecha',
  // The day section's screen-reader name: MUI's esES writes «Dia», without its accent.
  day: 'Día',
  weekDay: 'Día de la semana',
};

export function Pickers({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={es} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}

/**
 * The picker calls onChange only once every section is filled: a half-typed date ("25/05/aaaa")
 * would stay empty and pass as "no date". On leaving the field, what is shown decides: digits
 * typed but no date → INVALID_DATE, so the schema answers; nothing typed → ''.
 */
type PickerField = { value: unknown; onChange: (value: string) => void; onBlur: () => void; ref: (element: HTMLInputElement | null) => void };

function useTypedText(field: PickerField) {
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = (element: HTMLInputElement | null) => {
    input.current = element;
    field.ref(element);
  };
  const onBlur = () => {
    const typed = /\d/.test(input.current?.value ?? '');
    if (typed && !field.value) field.onChange(INVALID_DATE);
    else if (!typed && field.value === INVALID_DATE) field.onChange('');
    field.onBlur();
  };
  return { inputRef, onBlur };
}

const fromDateText = (text: unknown): Date | null => {
  if (typeof text !== 'string' || !text) return null;
  if (text === INVALID_DATE) return new Date(Number.NaN);
  return parseISO(text);
};

interface DateProps<T extends FieldValues, TOut> extends FieldBaseProps<T, TOut> {
  /** Earliest and latest dates, `yyyy-mm-dd`. */
  min?: string;
  max?: string;
  /** The calendar opens on the year list (dates of birth) or on the month (default). */
  openTo?: 'year' | 'day';
}

/**
 * What both pickers share: the form value, the typed-text check and the text field around them.
 * `toText` turns a complete date into the form's text; `pattern` is the hint shown under the field.
 */
function usePickerProps<T extends FieldValues, TOut>(props: FieldBaseProps<T, TOut>, toText: (date: Date) => string, pattern: string) {
  const { name, control, required, disabled, helperText, sx } = props;
  const { field, fieldState } = useController({ name, control });
  const typed = useTypedText(field);
  // The picker re-reads its sections from `value` whenever it gets a different object: it must
  // get the same one while the text is unchanged, and, while what was typed is not a date, the
  // one it last published itself (null for a half-typed date), or it would wipe what the person
  // typed (and a later check could take the emptied field for "no date").
  const [picked, setPicked] = useState<{ text: unknown; date: Date | null }>({ text: undefined, date: null });
  const text: unknown = field.value;
  const value = useMemo(() => (picked.text === text ? picked.date : text === INVALID_DATE ? null : fromDateText(text)), [text, picked]);
  return {
    label: props.label,
    value,
    disabled,
    onChange: (date: Date | null) => {
      const next = date === null ? '' : isValid(date) ? toText(date) : INVALID_DATE;
      setPicked({ text: next, date });
      field.onChange(next);
    },
    inputRef: typed.inputRef,
    sx,
    slotProps: {
      textField: {
        name: field.name,
        required,
        fullWidth: true,
        margin: 'normal' as const,
        onBlur: typed.onBlur,
        error: !!fieldState.error,
        helperText: fieldState.error?.message ?? helperText ?? pattern,
      },
    },
  };
}

/** A calendar date, `yyyy-mm-dd` in the form. */
export function DateField<T extends FieldValues, TOut = T>({ min, max, openTo, ...base }: DateProps<T, TOut>) {
  const picker = usePickerProps(base, (date) => format(date, 'yyyy-MM-dd'), 'dd/mm/aaaa');
  return (
    <Pickers>
      <DatePicker
        {...picker}
        format="dd/MM/yyyy"
        openTo={openTo}
        minDate={min ? parseISO(min) : undefined}
        maxDate={max ? parseISO(max) : undefined}
      />
    </Pickers>
  );
}

/** A date and time (24 h) in the browser's time zone; an ISO 8601 instant in the form. */
export function DateTimeField<T extends FieldValues, TOut = T>(props: FieldBaseProps<T, TOut>) {
  const picker = usePickerProps(props, (date) => date.toISOString(), 'dd/mm/aaaa hh:mm');
  return (
    <Pickers>
      <DateTimePicker {...picker} format="dd/MM/yyyy HH:mm" ampm={false} />
    </Pickers>
  );
}
