import { Code, Tooltip } from '@mantine/core';

/** The first characters of a long id, the whole id in a tooltip and for screen readers. */
export function ShortId({ id }: { id: string }) {
  return (
    <Tooltip label={id} withArrow>
      <Code aria-label={id} tabIndex={0}>
        {id.slice(0, 8)}
      </Code>
    </Tooltip>
  );
}
