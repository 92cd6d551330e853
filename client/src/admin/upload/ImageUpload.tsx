import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { Box, Button, FileButton, Group, Image, Input, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhotoUp, IconTrash, IconZoomIn } from '@tabler/icons-react';
import { useState } from 'react';
import { refusalText } from '../../lib/graphqlErrors';
import { useUploadImage, type UploadImage } from './uploadImage';

interface ImageUploadProps {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  upload?: UploadImage;
  error?: string;
}

/** The images the upload takes (the api checks again). */
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const WRONG_TYPE_MESSAGE = 'Please choose a PNG, JPEG, WebP or GIF image.';
/** When the gateway never answered (a network failure) or answered no success without a reason. */
export const UPLOAD_NOT_SENT = 'The image could not be uploaded. Please try again.';

/** Click to upload, a preview, a full-screen View, and the gateway's reason when the reply says no. */
export function ImageUpload({ label, value, onChange, upload, error }: ImageUploadProps) {
  const uploadWithGateway = useUploadImage();
  const send = upload ?? uploadWithGateway;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [wrongType, setWrongType] = useState(false);
  const [viewing, { open: openView, close: closeView }] = useDisclosure(false);

  async function handleFile(file: File | null) {
    if (!file) return;
    setFailed(null);
    setWrongType(false);
    if (!ACCEPTED.includes(file.type)) {
      setWrongType(true);
      return;
    }
    setBusy(true);
    try {
      const reply = await send(file);
      if (reply.success && reply.url) onChange(reply.url);
      else setFailed(reply.reason || UPLOAD_NOT_SENT);
    } catch (error) {
      setFailed(refusalText(error, UPLOAD_NOT_SENT));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap="xs" mt={4}>
        {value ? (
          <Box pos="relative" maw={320}>
            <Image src={value} alt={`${label} preview`} radius="sm" h={180} fit="cover" />
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            No image yet
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={(file) => void handleFile(file)} accept={ACCEPTED.join(',')}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} />} loading={busy}>
                {value ? 'Change image' : 'Upload image'}
              </Button>
            )}
          </FileButton>
          {value && (
            <>
              <Button variant="default" leftSection={<IconZoomIn size={16} />} onClick={openView}>
                View
              </Button>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => onChange(null)}
              >
                Remove image
              </Button>
            </>
          )}
        </Group>
        {wrongType && (
          <ErrorAlert withCloseButton onClose={() => setWrongType(false)}>
            {WRONG_TYPE_MESSAGE}
          </ErrorAlert>
        )}
        {failed && (
          <ErrorAlert withCloseButton onClose={() => setFailed(null)}>
            {failed}
          </ErrorAlert>
        )}
      </Stack>
      <Modal opened={viewing} onClose={closeView} fullScreen title={label}>
        {value && <Image src={value} alt={label} fit="contain" mah="85vh" />}
      </Modal>
    </Input.Wrapper>
  );
}
