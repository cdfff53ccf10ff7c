import { useState, type ChangeEvent, type FormEvent } from 'react';

type Errors<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * Minimal controlled-form state: validates on submit, then re-validates on
 * every change so messages clear as soon as the input is fixed.
 */
export function useForm<Values extends { [Field in keyof Values]: string }>(
  initialValues: Values,
  validate: (values: Values) => Errors<Values>,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors<Values>>({});
  const [submitted, setSubmitted] = useState(false);

  function fieldProps(name: keyof Values & string) {
    return {
      name,
      value: values[name],
      error: Boolean(errors[name]),
      helperText: errors[name],
      onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (submitted) setErrors(validate(next));
      },
    };
  }

  function handleSubmit(onValid: (values: Values) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const found = validate(values);
      setErrors(found);
      const firstInvalid = Object.keys(values).find((name) => found[name as keyof Values & string]);
      if (firstInvalid) {
        const field = event.currentTarget.elements.namedItem(firstInvalid);
        if (field instanceof HTMLElement) field.focus();
        return;
      }
      onValid(values);
    };
  }

  return { values, errors, fieldProps, handleSubmit };
}
