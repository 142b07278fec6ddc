/** /myaccount/wallet (spec 1 §2 "Account and member routes"; spec 1 §3 Wallet). */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { KerchingLoadContext } from '../../load-context';
import { MyAccountPage } from '../../account/AccountLayout';
import { accountPageMeta } from '../../account/accountHead';
import { loadWalletPage } from '../../wallet/wallet.server';
import { WalletView } from '../../wallet/WalletView';
import { WALLET_COPY } from '../../wallet/walletCopy';

export const loader = ({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) =>
  loadWalletPage(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  accountPageMeta(data?.siteKey, { title: WALLET_COPY.heading, description: WALLET_COPY.description });

export default function WalletPage() {
  const { model } = useLoaderData<typeof loader>();
  return (
    <MyAccountPage heading={WALLET_COPY.heading}>
      <WalletView model={model} />
    </MyAccountPage>
  );
}
