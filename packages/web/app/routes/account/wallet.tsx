/** /myaccount/wallet (spec 1 §2 "Account and member routes"; spec 1 §3 Wallet). */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ROBOTS_NOINDEX } from '@kerching/domain/seo';
import type { KerchingLoadContext } from '../../load-context';
import { MyAccountPage } from '../../account/AccountLayout';
import { pageMeta } from '../../shell/pageHead';
import { loadWalletPage } from '../../wallet/wallet.server';
import { WalletView } from '../../wallet/WalletView';
import { WALLET_COPY } from '../../wallet/walletCopy';

export const loader = ({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) =>
  loadWalletPage(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    siteKey: data?.siteKey,
    title: WALLET_COPY.heading,
    description: WALLET_COPY.description,
    robots: ROBOTS_NOINDEX,
  });

export default function WalletPage() {
  const { model } = useLoaderData<typeof loader>();
  return (
    <MyAccountPage heading={WALLET_COPY.heading}>
      <WalletView model={model} />
    </MyAccountPage>
  );
}
