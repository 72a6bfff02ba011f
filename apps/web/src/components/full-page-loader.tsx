import { Center, Loader, Stack, Text } from '@mantine/core';

interface FullPageLoaderProps {
  label?: string;
}

/** A centered spinner over the whole page, announced to screen readers. */
export function FullPageLoader({ label = 'Cargando...' }: FullPageLoaderProps) {
  return (
    <Center mih="100vh" role="status" aria-live="polite" data-testid="full-page-loader">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
