/**
 * Props for a required TextField: the input is marked required for
 * assistive technology, while the label stays free of the asterisk so its
 * text is exactly the field name.
 */
export const requiredFieldProps = {
  required: true,
  slotProps: { inputLabel: { required: false } },
} as const;
