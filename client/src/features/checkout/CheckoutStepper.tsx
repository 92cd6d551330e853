import { Box, Progress, Text, ThemeIcon } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import { CHECKOUT_STEPS, stepIndex, stepState, type CheckoutStepId } from './steps';
import classes from './CheckoutStepper.module.css';

/**
 * The five checkout steps marked Completed, In Progress or Pending; on phones 'STEP n / total' and a
 * progress bar instead of the full list.
 */
export function CheckoutStepper({ current }: { current: CheckoutStepId }) {
  const currentIndex = stepIndex(current);
  const total = CHECKOUT_STEPS.length;
  const currentTitle = CHECKOUT_STEPS[currentIndex]?.title ?? '';
  return (
    <nav aria-label="Checkout progress" className={classes.root}>
      <Box className={classes.mobile}>
        <Text fw={700} size="sm" c="leaf.8">
          STEP {currentIndex + 1} / {total}
        </Text>
        <Text fw={600}>{currentTitle}</Text>
        <Progress
          value={((currentIndex + 1) / total) * 100}
          mt={6}
          aria-label={`Checkout progress: step ${currentIndex + 1} of ${total}`}
        />
      </Box>
      <ol className={classes.list}>
        {CHECKOUT_STEPS.map((step, index) => {
          const state = stepState(index, currentIndex);
          return (
            <li
              key={step.id}
              className={classes.step}
              data-state={state}
              aria-current={state === 'In Progress' ? 'step' : undefined}
            >
              <ThemeIcon
                radius="xl"
                size={32}
                variant={state === 'Pending' ? 'default' : 'filled'}
                aria-hidden="true"
              >
                {state === 'Completed' ? <IconCheck size={18} /> : <span>{index + 1}</span>}
              </ThemeIcon>
              <div>
                <Text fw={600} size="sm">
                  {step.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {state}
                </Text>
              </div>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
