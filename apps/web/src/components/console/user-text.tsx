import { Text, type TextProps } from '@mantine/core';

/** Text a person typed (names, titles, messages): dir="auto" so Arabic reads right to left. */
export function UserText({ children, ...props }: TextProps & { children: React.ReactNode }) {
  return (
    <Text component="span" dir="auto" inherit {...props}>
      {children}
    </Text>
  );
}
