import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { Pickers } from './date-fields';

/**
 * A list filter's day (?desde=2026-03-01): the portal's date picker (dd/mm/aaaa, in Spanish), its
 * value a `yyyy-mm-dd` day or null. A half-typed or impossible date filters nothing until complete.
 */
export function DateFilterField({ label, value, onChange }: { label: string; value: string | null; onChange: (day: string | null) => void }) {
  return (
    <Pickers>
      <DatePicker
        label={label}
        format="dd/MM/yyyy"
        value={value ? parseISO(value) : null}
        onChange={(date: Date | null) => {
          if (date === null) onChange(null);
          else if (isValid(date)) onChange(format(date, 'yyyy-MM-dd'));
        }}
        slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
      />
    </Pickers>
  );
}
