import { WEEKDAYS } from '@hearth/shared';

/** Weekday checkboxes under a "Days" legend, submitted under one name (read with `fd.getAll(name)`). */
export function DayPicker({ name, defaultDays }: { name: string; defaultDays: readonly string[] }) {
  return (
    <fieldset className="day-picker field-wide">
      <legend className="field-label">Days</legend>
      {WEEKDAYS.map((d) => (
        <label key={d} className="day-chip">
          <input type="checkbox" name={name} value={d} defaultChecked={defaultDays.includes(d)} />
          <span>{d.slice(0, 3)}</span>
        </label>
      ))}
    </fieldset>
  );
}
