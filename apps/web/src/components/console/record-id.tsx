/** A record's id in a table cell: small monospace text that may wrap anywhere (UUIDs are long). */
export function RecordId({ id }: { id: string }) {
  return (
    <code style={{ fontSize: 12, wordBreak: 'break-all' }} title={id}>
      {id}
    </code>
  );
}
