import { Center, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '@/lib/uploads';

/**
 * An image to upload, shown beside the field: the chosen file once there is one, else the image
 * already saved (`currentUrl`).
 */
export function ImageUpload({
  label,
  value,
  onChange,
  onBlur,
  currentUrl,
  error,
}: {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  currentUrl: string | null;
  error?: string;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  // The address of the chosen file, given back to the browser when another is chosen or on leaving.
  const previewRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const choose = (file: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
    setPreview(previewRef.current);
    onChange(file);
  };
  const shown = value ? preview : currentUrl;

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <FileInput
        label={label}
        description={t('shared.upload.imageHint')}
        placeholder={t('shared.upload.choose')}
        accept={IMAGE_TYPES.join(',')}
        clearable
        value={value}
        onChange={choose}
        onBlur={onBlur}
        error={error}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Stack gap={4} align="center" w={88} style={{ flexShrink: 0 }}>
        {shown ? (
          <Image src={shown} alt={t('shared.upload.preview')} w={88} h={88} fit="contain" radius="sm" bd="1px solid var(--mantine-color-default-border)" />
        ) : (
          <Center w={88} h={88} bd="1px dashed var(--mantine-color-default-border)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            <Text size="xs" c="dimmed" ta="center">
              {t('shared.upload.none')}
            </Text>
          </Center>
        )}
      </Stack>
    </Group>
  );
}
