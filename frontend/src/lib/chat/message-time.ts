const pad = (value: number) => String(value).padStart(2, '0');

/** Hours and minutes of a message, in the reader's time zone: "09:05". */
export function messageTime(createdAt: string | Date): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
