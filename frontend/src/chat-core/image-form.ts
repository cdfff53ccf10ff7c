/** A multipart body with the image in the "image" field, plus text fields that are set. */
export function imageForm(image: File, fields: Record<string, string | undefined> = {}): FormData {
  const form = new FormData();
  form.append('image', image);
  for (const [name, value] of Object.entries(fields)) {
    if (value) form.append(name, value);
  }
  return form;
}
