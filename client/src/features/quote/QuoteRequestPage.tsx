import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  Anchor,
  Button,
  Container,
  FileInput,
  Grid,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ENTER_VALID_EMAIL, isEmail } from '@greenleaf/shared/rules/email';
import { SA_PHONE_MESSAGE, isSaPhone } from '@greenleaf/shared/sa-phone';
import { ServiceImage } from '../catalogue/ServiceImage';
import { usePageTitle } from '../../lib/usePageTitle';
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { QuoteServiceQuery } from './operations';
import { MAX_QUOTE_PHOTOS } from '@greenleaf/shared/rules/quote-photos';
import { quotePhotoInput } from './quotePhotos';
import { useRequestQuoteMutation } from './useRequestQuote';
import { QuoteContactFields, QuoteRequestSent } from './QuoteRequestParts';
import { isPostalCode, POSTAL_CODE_MESSAGE } from '@greenleaf/shared/rules/postal-code';
import {
  QUOTE_TEXT_FIELDS,
  quoteTextProblem,
  type QuoteTextField,
} from '@greenleaf/shared/rules/quote-request';

const EMPTY = { name: '', email: '', phone: '', street: '', suburb: '', postalCode: '', description: '' };
type Field = keyof typeof EMPTY | 'photos';

/** What is wrong with each field the browser can check, by the shared field rules (the gateway checks all of it again). */
export function quoteFormErrors(values: typeof EMPTY): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(QUOTE_TEXT_FIELDS) as QuoteTextField[]) {
    const problem = quoteTextProblem(field, values[field]);
    if (problem) errors[field] = problem;
  }
  if (!isEmail(values.email)) errors.email = ENTER_VALID_EMAIL;
  if (!isSaPhone(values.phone)) errors.phone = SA_PHONE_MESSAGE;
  if (!isPostalCode(values.postalCode)) errors.postalCode = POSTAL_CODE_MESSAGE;
  return errors;
}

/** The field a gateway refusal names (`photos.2` → photos), and its message. */
function refusal(error: unknown): { field: Field | null; message: string } {
  if (!CombinedGraphQLErrors.is(error))
    return { field: null, message: 'Your request could not be sent. Please try again.' };
  const first = error.errors[0];
  const named = first?.extensions?.['field'];
  const field = (typeof named === 'string' ? named : '').split('.')[0] as Field;
  return {
    field: field in EMPTY || field === 'photos' ? field : null,
    message: first?.message ?? 'Please check the form.',
  };
}

/** /quote/{serviceId}: the quote request form of a quote-only service. */
export function QuoteRequestPage() {
  const { serviceId = '' } = useParams();
  const { data, loading } = useQuery(QuoteServiceQuery, { variables: { id: serviceId } });
  const [send, { loading: sending }] = useRequestQuoteMutation();
  const [values, setValues] = useState(EMPTY);
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ id: string; serviceName: string } | null>(null);
  // One key for the form as it stands: sent again (a lost answer, a second tap) it is stored once; a
  // change to the form makes it a new request with a new key.
  const requestKey = useRef<string | null>(null);
  const service = data?.service;
  usePageTitle(service ? `Request a quote: ${service.name}` : 'Request a quote');

  const set =
    (key: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.currentTarget;
      requestKey.current = null;
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = quoteFormErrors(values);
    if (photos.length > MAX_QUOTE_PHOTOS) found.photos = `Add at most ${MAX_QUOTE_PHOTOS} photos`;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    try {
      const photoInputs = await Promise.all(photos.map(quotePhotoInput));
      requestKey.current ??= newIdempotencyKey();
      const idempotencyKey = requestKey.current;
      const reply = await send({
        variables: { input: { serviceId, ...values, photos: photoInputs, idempotencyKey } },
      });
      if (reply.data) setSent(reply.data.requestQuote);
    } catch (error) {
      const { field, message } = refusal(error);
      if (field) setErrors({ [field]: message });
      setFailure(message);
    }
  }

  if (loading)
    return (
      <Container py="xl">
        <Loader role="status" aria-label="Loading" />
      </Container>
    );
  if (!service || !service.quoteOnly) {
    return (
      <Container size="sm" py="xl">
        <Title order={1}>No quote needed</Title>
        <Text mt="md">
          This service is not priced by quote.{' '}
          <Anchor component={Link} to="/services">
            See our services
          </Anchor>
          .
        </Text>
      </Container>
    );
  }

  if (sent) {
    return (
      <Container size="sm" py="xl">
        <QuoteRequestSent id={sent.id} serviceName={sent.serviceName} />
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Title order={1}>Request a quote</Title>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {service.name}
            </Title>
            <ServiceImage src={service.imageUrl} alt="" h={220} fit="contain" />
            {service.description && <Text>{service.description}</Text>}
            <Text size="sm" c="dimmed">
              Every garden is different, so we price this service after seeing it. Tell us about the job and
              add up to {MAX_QUOTE_PHOTOS} photos; there is no charge for the quote.
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="lg">
            <form
              onSubmit={submit}
              aria-label="Quote request"
              noValidate
              // Mantine's default error red is too light for text on white: the darkest red reads at AA.
              style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
            >
              <Stack gap="md">
                {failure && <ErrorAlert title="Your request was not sent">{failure}</ErrorAlert>}
                <QuoteContactFields values={values} errors={errors} set={set} />
                <Textarea
                  label="What would you like done?"
                  name="description"
                  required
                  autosize
                  minRows={4}
                  value={values.description}
                  onChange={set('description')}
                  error={errors.description}
                />
                <FileInput
                  label={`Photos (up to ${MAX_QUOTE_PHOTOS})`}
                  description="JPEG, PNG, WebP or GIF; large photos are made smaller before they are sent."
                  multiple
                  clearable
                  clearButtonProps={{ 'aria-label': 'Remove the photos' }}
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  value={photos}
                  onChange={(files) => {
                    requestKey.current = null;
                    setPhotos(files);
                    setErrors((current) => ({
                      ...current,
                      photos:
                        files.length > MAX_QUOTE_PHOTOS
                          ? `Add at most ${MAX_QUOTE_PHOTOS} photos`
                          : undefined,
                    }));
                  }}
                  error={errors.photos}
                />
                <Button type="submit" loading={sending} size="md">
                  Send my request
                </Button>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
