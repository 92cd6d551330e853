import { MARKETING_CONSENT_WORDING } from '@greenleaf/shared/rules/consent';
import { useState } from 'react';
import { Anchor, Button, Group, Modal, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { MyConsentsQuery } from './operations';
import { useDownloadMyData, useEraseMyAccountMutation, useMarketingConsentMutation } from './usePrivacy';
import { ErasureText } from './ErasureText';
import { refusalText } from '../../lib/graphqlErrors';
import { formatMoment } from '@greenleaf/shared/format/dates';

/** The profile's privacy section: marketing consent (one click each way), Download my data, Delete my account. */
export function PrivacySection() {
  const { data } = useQuery(MyConsentsQuery, { fetchPolicy: 'cache-and-network' });
  const consent = useMarketingConsentMutation();
  const download = useDownloadMyData();
  const [error, setError] = useState<string | null>(null);
  const open = data?.myConsents.find((c) => c.purpose === 'marketing' && !c.withdrawnAt);

  async function run(action: () => Promise<unknown>, fallback: string) {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(refusalText(failure, fallback));
    }
  }

  return (
    <Paper withBorder p="md" mt="lg" aria-labelledby="privacy-title">
      <Title order={2} size="h4" mb="xs" id="privacy-title">
        Your privacy
      </Title>
      {error && <ErrorAlert mb="sm">{error}</ErrorAlert>}
      <Switch
        label={MARKETING_CONSENT_WORDING}
        checked={Boolean(open)}
        disabled={consent.loading || !data}
        onChange={(event) => {
          const given = event.currentTarget.checked;
          void run(() => consent.setConsent(given), 'Your choice could not be saved. Please try again.');
        }}
      />
      {open && (
        <Text size="xs" c="dimmed" mt={4}>
          Given {formatMoment(open.givenAt)}.
        </Text>
      )}
      <Group mt="md">
        <Button
          variant="default"
          onClick={() => void run(download, 'Your data could not be downloaded. Please try again.')}
        >
          Download my data
        </Button>
        <DeleteAccount />
      </Group>
      <Text size="sm" mt="sm">
        <Anchor component={Link} to="/privacy">
          How we keep your data
        </Anchor>
      </Text>
    </Paper>
  );
}

/** Delete my account: a confirmation that says exactly what happens, then the erasure. */
function DeleteAccount() {
  const navigate = useNavigate();
  const { erase, loading } = useEraseMyAccountMutation();
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      await erase();
      void navigate('/', { replace: true });
    } catch (failure) {
      setError(refusalText(failure, 'Your account could not be deleted. Please try again or contact us.'));
    }
  }

  return (
    <>
      <Button color="red.9" variant="outline" onClick={() => setOpened(true)}>
        Delete my account
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Delete my account">
        <Stack gap="sm">
          <ErasureText reader="customer" />
          {error && <ErrorAlert>{error}</ErrorAlert>}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpened(false)}>
            Keep my account
          </Button>
          <Button color="red.9" loading={loading} onClick={() => void confirm()}>
            Delete my account
          </Button>
        </Group>
      </Modal>
    </>
  );
}
