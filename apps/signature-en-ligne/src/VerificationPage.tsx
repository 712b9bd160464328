import { useRef, useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCall } from '@locasuite/ui';
import { verifyDocument, type SignerApi } from './api';
import { CertificateTable, PublicFrame, VersionList } from './components/CertificateTable';
import { verificationTexts as T } from './texts';

export interface VerificationPageProps {
  /** The API client, without a session: anyone holding a signed PDF may check it. */
  readonly api: SignerApi;
}

const check = async (api: SignerApi, file: File) => verifyDocument(api, await file.arrayBuffer());

/**
 * Issue 36 the public verification page (`/signature-en-ligne/verification`, no login): a PDF
 * chosen on the device is hashed there (SHA-256) and the server answers « authentique » with the
 * certificate of the document signed here, or « inconnu ».
 */
export function VerificationPage({ api }: VerificationPageProps) {
  const verify = useCall(check);
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [answer, setAnswer] = useState<Awaited<ReturnType<typeof check>> | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setName(file.name);
    setAnswer(null);
    const done = await verify.run(api, file);
    if (done.ok) setAnswer(done.value);
  };

  return (
    <PublicFrame width={720}>
      <Typography component="h1" variant="h5">
        {T.title}
      </Typography>
      <Typography>{T.intro}</Typography>
      <input
        ref={input}
        hidden
        type="file"
        accept="application/pdf,.pdf"
        aria-label={T.choose}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <Button
        variant="contained"
        startIcon={<UploadFileIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => input.current?.click()}
      >
        {T.choose}
      </Button>
      {name !== '' && <Typography variant="body2">{T.fileName(name)}</Typography>}
      {verify.status === 'running' && <Typography>{T.checking}</Typography>}
      {verify.message && <Alert severity="error">{verify.message}</Alert>}
      {answer && (
        <Alert severity={answer.authentic ? 'success' : 'warning'}>
          <AlertTitle>{answer.authentic ? T.authentic : T.unknown}</AlertTitle>
          {answer.authentic ? T.authenticDetail : T.unknownDetail}
        </Alert>
      )}
      {answer?.authentic && <CertificateTable lines={answer.certificate} />}
      {answer?.authentic && <VersionList versions={answer.versions} />}
    </PublicFrame>
  );
}
