import { graphql } from '../../__generated__';

export const AdminUploadImageMutation = graphql(`
  mutation AdminUploadImageMutation($input: AdminUploadImageInput!) {
    adminUploadImage(input: $input) {
      success
      url
      reason
    }
  }
`);
