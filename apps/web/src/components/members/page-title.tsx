import { Stack, Text, Title } from '@mantine/core';

/** A members' screen's heading with the line under it that says what the screen is for. */
export function PageTitle({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {text}
      </Text>
    </Stack>
  );
}
