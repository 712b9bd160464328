import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { CONDITION_DIFFERENCE_TEXTS, type ConditionDifference } from '@locasuite/core';
import { formTexts as t } from '../../texts';

/**
 * Issue 14 « What changed during the rental »: the summary « Écarts constatés » that heads the
 * return, one line per checklist line, meter or level that changed (core conditionDifferences).
 */
export function DifferencesSummary({
  differences,
}: {
  readonly differences: readonly ConditionDifference[];
}) {
  return (
    <Alert
      severity={differences.length > 0 ? 'warning' : 'success'}
      sx={{ mb: 2 }}
      role="region"
      aria-label={t.differences}
    >
      <AlertTitle>{t.differences}</AlertTitle>
      {differences.length === 0 ? (
        CONDITION_DIFFERENCE_TEXTS.none
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {differences.map((d) => (
            <li key={d.kind === 'checklist' ? `c${d.id}` : d.kind}>{d.text}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
