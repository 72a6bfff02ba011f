import { ActionIcon, Box, Center, Group, Image, Text, Tooltip } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import type { WorksheetImage } from '../worksheet-events';

interface EventImagesProps {
  images: readonly WorksheetImage[];
  readOnly: boolean;
  onRemove: (imageId: number) => void;
}

/** The thumbnails of an event's pasted images, each with its remove button. */
export function EventImages({ images, readOnly, onRemove }: EventImagesProps) {
  if (images.length === 0) return null;
  return (
    <Group gap="xs" data-testid="event-images">
      {images.map((image) => (
        <Box
          key={image.id}
          pos="relative"
          w={150}
          h={100}
          style={{ borderRadius: 6, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}
        >
          {image.data ? (
            <Image src={image.data} alt={image.name} w={150} h={100} fit="cover" />
          ) : (
            <Center h={100} bg="gray.1">
              <Group gap={4} c="dimmed">
                <IconPhoto size={16} aria-hidden />
                <Text size="xs">Imagen #{image.id}</Text>
              </Group>
            </Center>
          )}
          {readOnly ? null : (
            <Tooltip label="Quitar imagen">
              <ActionIcon
                pos="absolute"
                top={4}
                right={4}
                size="sm"
                color="red"
                variant="filled"
                radius="xl"
                aria-label={`Quitar imagen ${image.name}`}
                onClick={() => onRemove(image.id)}
              >
                <IconX size={12} />
              </ActionIcon>
            </Tooltip>
          )}
        </Box>
      ))}
    </Group>
  );
}
