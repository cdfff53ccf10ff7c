import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

type Errors<Values> = Partial<Record<keyof Values & string, string>>;

/** The fields that hold a checkbox's state rather than text. */
type BooleanField<Values> = {
  [Field in keyof Values & string]: Values[Field] extends boolean ? Field : never;
}[keyof Values & string];

/**
 * Minimal controlled-form state: validates on submit, then re-validates on
 * every change so messages clear as soon as the input is fixed. Messages the
 * server gave (`showServerErrors`) stay on their field until it is edited.
 * Text fields take `fieldProps`, checkboxes `checkboxProps`.
 */
export function useForm<Values extends { [Field in keyof Values]: string | boolean }>(
  initialValues: Values,
  validate: (values: Values) => Errors<Values>,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors<Values>>({});
  const [serverErrors, setServerErrors] = useState<Errors<Values>>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);

  function focusFirst(form: HTMLFormElement | null, found: Errors<Values>): boolean {
    const firstInvalid = Object.keys(values).find((name) => found[name as keyof Values & string]);
    if (!firstInvalid) return false;
    const field = form?.elements.namedItem(firstInvalid);
    if (field instanceof HTMLElement) field.focus();
    return true;
  }

  function change(name: keyof Values & string, value: string | boolean) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
    if (serverErrors[name]) setServerErrors((current) => ({ ...current, [name]: undefined }));
  }

  function fieldProps(name: keyof Values & string) {
    const message = errors[name] ?? serverErrors[name];
    return {
      name,
      value: values[name],
      error: Boolean(message),
      helperText: message,
      onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
        change(name, event.target.value);
      },
    };
  }

  /** A checkbox's state, and its message (to show beside it) while it is refused. */
  function checkboxProps(name: BooleanField<Values>) {
    return {
      name,
      checked: values[name] as boolean,
      message: errors[name] ?? serverErrors[name],
      onChange(event: ChangeEvent<HTMLInputElement>) {
        change(name, event.target.checked);
      },
    };
  }

  function handleSubmit(onValid: (values: Values) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      formRef.current = event.currentTarget;
      setSubmitted(true);
      setServerErrors({});
      const found = validate(values);
      setErrors(found);
      if (focusFirst(event.currentTarget, found)) return;
      onValid(values);
    };
  }

  function showServerErrors(found: Errors<Values>) {
    setServerErrors(found);
    focusFirst(formRef.current, found);
  }

  return { values, errors, fieldProps, checkboxProps, handleSubmit, showServerErrors };
}
