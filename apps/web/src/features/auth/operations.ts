import { graphql } from '../../gql/gql';

export const LoginMutation = graphql(`
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      token
      refreshToken
      expire
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export const RecoveryPasswordInitMutation = graphql(`
  mutation RecoveryPasswordInit($username: String!) {
    recoveryPasswordInit(username: $username)
  }
`);

export const RecoveryPasswordMutation = graphql(`
  mutation RecoveryPassword($token: String!, $email: String!, $newPassword: String!) {
    recoveryPassword(token: $token, email: $email, newPassword: $newPassword)
  }
`);
