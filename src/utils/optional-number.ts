/** A number input's value for react-hook-form's `setValueAs`: empty is null (none), not NaN. */
export const optionalNumber = (value: unknown) =>
  value === "" || value === null || value === undefined ? null : Number(value);
