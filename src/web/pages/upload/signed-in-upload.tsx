// The upload page once signed in: the link to the registration form and the upload workflow (stepper,
// steps, machine). A separate chunk from the page: a visitor who comes to sign in downloads and runs
// the login form alone.
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MantineScope } from '../../app/mantine-scope';
import type { UserInfo } from '../../layout/user-menu';
import page from '../common/page.module.css';
import { UPLOAD_PAGE_TEXT } from './login/account-text';
import { UploadWorkflow } from './workflow/upload-workflow';

const REGISTRATION_EDIT_PATH = '/pages/registerEdit?type=edit';

export function SignedInUpload({ user }: { user: UserInfo }) {
  return (
    <MantineScope>
      <div className={page.actions}>
        <Button component={Link} to={REGISTRATION_EDIT_PATH} variant="outline" radius="xl">
          {user.editable ? UPLOAD_PAGE_TEXT.editRegistration : UPLOAD_PAGE_TEXT.viewRegistration}
        </Button>
      </div>
      <UploadWorkflow user={user} />
    </MantineScope>
  );
}
