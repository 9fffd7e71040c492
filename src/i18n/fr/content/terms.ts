/** Text of /terms: rendered by src/pages/static/StaticPage.tsx. */
import { lastUpdated, supportEmailLink } from './common';
import type { StaticPageContent } from './types';

export const termsContent: StaticPageContent = {
  title: "Conditions générales d'utilisation",
  description:
    "Conditions générales d'utilisation de Maktabi : inscription, annonces, réservations et validation, prix, annulation, responsabilités et droit applicable.",
  lastUpdated,
  intro: [
    "Les présentes conditions générales d'utilisation (les « CGU ») encadrent l'utilisation de Maktabi (la « Plateforme »), service en ligne qui met en relation des hôtes proposant des espaces de travail au Maroc et des locataires souhaitant les réserver.",
    'En créant un compte ou en utilisant la Plateforme, vous acceptez les présentes CGU sans réserve.',
  ],
  sections: [
    {
      id: 'article-1-objet',
      heading: 'Article 1 – Objet',
      blocks: [
        {
          type: 'paragraph',
          text: "Les CGU définissent les conditions dans lesquelles les utilisateurs accèdent à la Plateforme et l'utilisent pour publier, rechercher et réserver des bureaux, salles de réunion et espaces de coworking, à la journée ou au mois.",
        },
        {
          type: 'paragraph',
          text: "Maktabi agit en qualité d'intermédiaire : la mise à disposition de l'espace est convenue entre l'hôte et le locataire. Maktabi n'est ni propriétaire ni exploitant des espaces proposés.",
        },
      ],
    },
    {
      id: 'article-2-inscription',
      heading: 'Article 2 – Inscription et compte',
      blocks: [
        {
          type: 'list',
          items: [
            "L'inscription est ouverte aux personnes majeures et capables, agissant pour leur compte ou pour celui d'une entreprise qu'elles représentent.",
            "Le compte est créé avec une adresse e-mail et un mot de passe d'au moins 6 caractères, ou avec un compte Google.",
            'Vous vous engagez à fournir des informations exactes et à les tenir à jour depuis votre profil.',
            "Vous êtes responsable de la confidentialité de votre mot de passe et de toute activité réalisée depuis votre compte. En cas d'oubli, un nouveau mot de passe peut être choisi depuis la page de connexion.",
          ],
        },
      ],
    },
    {
      id: 'article-3-roles',
      heading: 'Article 3 – Rôles des utilisateurs',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Locataire',
              details: [
                'Recherche des espaces, envoie des demandes de réservation, suit ses réservations et enregistre des favoris.',
              ],
            },
            {
              term: 'Hôte',
              details: [
                "Publie et gère des annonces d'espaces de travail et consulte les réservations reçues.",
              ],
            },
            {
              term: 'Administrateur',
              details: [
                "Membre de l'équipe Maktabi qui approuve ou suspend les annonces, valide ou refuse les réservations et gère les comptes.",
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          text: "Le rôle de locataire ou d'hôte est choisi lors de l'inscription. Un compte créé avec Google a le rôle de locataire.",
        },
      ],
    },
    {
      id: 'article-4-annonces',
      heading: 'Article 4 – Annonces',
      blocks: [
        {
          type: 'list',
          items: [
            "L'hôte garantit qu'il dispose du droit de proposer l'espace à la location, notamment au regard de son bail, du règlement de copropriété et de la réglementation applicable.",
            "Les informations de l'annonce (description, adresse, superficie, équipements, tarifs) doivent être exactes et à jour. Les photos doivent représenter fidèlement l'espace et appartenir à l'hôte ou être utilisées avec l'autorisation de leur auteur.",
            "Toute nouvelle annonce a le statut « En attente de validation » et n'est visible dans la recherche qu'après son approbation par un administrateur.",
            'Maktabi peut refuser ou suspendre à tout moment une annonce inexacte, trompeuse, illicite ou contraire aux présentes CGU.',
          ],
        },
      ],
    },
    {
      id: 'article-5-reservations',
      heading: 'Article 5 – Réservations et validation',
      blocks: [
        {
          type: 'list',
          items: [
            'Le locataire choisit une location à la journée (date de début et date de fin) ou au mois (date de début et date de fin, ou durée indéterminée), puis envoie sa demande.',
            'Toute nouvelle réservation a le statut « En attente admin ». Un administrateur la valide (statut « Confirmée ») ou la refuse (statut « Refusée ») dans un délai de 24 heures à compter de sa création.',
            "Passé ce délai sans décision, la demande n'est plus maintenue : les dates sont libérées et aucune des parties n'est engagée.",
            "Seule une réservation « Confirmée » engage l'hôte et le locataire.",
            "Le locataire s'engage à utiliser l'espace conformément à sa destination, aux consignes de l'hôte et à la durée réservée.",
          ],
        },
      ],
    },
    {
      id: 'article-6-prix-et-paiement',
      heading: 'Article 6 – Prix et paiement',
      blocks: [
        {
          type: 'list',
          items: [
            "Les prix sont fixés librement par l'hôte et affichés en dirhams marocains (MAD), par jour et par mois.",
            "Le montant d'une réservation est calculé automatiquement : nombre de jours × prix par jour pour une location à la journée ; nombre de mois × prix mensuel pour une location au mois à durée déterminée ; prix mensuel dû pour chaque mois pour une location à durée indéterminée.",
            "Aucun paiement n'est exigé lors de l'envoi d'une demande. Le règlement n'est dû que pour une réservation confirmée, selon les modalités convenues entre l'hôte et le locataire.",
            "La création d'un compte, la consultation des annonces et l'envoi de demandes de réservation sont gratuits.",
            "L'hôte est seul responsable des obligations fiscales et déclaratives liées aux revenus qu'il perçoit.",
          ],
        },
      ],
    },
    {
      id: 'article-7-annulation',
      heading: 'Article 7 – Annulation',
      blocks: [
        {
          type: 'list',
          items: [
            "Le locataire peut annuler sans frais sa demande tant qu'elle a le statut « En attente admin », depuis la page Mes réservations.",
            "Une réservation refusée ou non validée dans le délai de 24 heures n'entraîne aucun frais.",
            [
              'Pour annuler une réservation confirmée, le locataire contacte le ',
              { to: '/support', text: 'support' },
              " ; les conditions convenues avec l'hôte s'appliquent.",
            ],
            "L'hôte qui ne peut plus honorer une réservation confirmée en informe Maktabi sans délai, afin que le locataire soit prévenu au plus tôt.",
          ],
        },
      ],
    },
    {
      id: 'article-8-responsabilites',
      heading: 'Article 8 – Responsabilités',
      blocks: [
        {
          type: 'list',
          items: [
            "Maktabi met en œuvre les moyens raisonnables pour assurer l'accès et le bon fonctionnement de la Plateforme, sans pouvoir garantir une disponibilité ininterrompue.",
            "L'hôte est responsable de l'exactitude de ses annonces, de l'état, de la conformité et de la sécurité de ses espaces, ainsi que de leur assurance.",
            "Le locataire est responsable de l'usage qu'il fait de l'espace et des dommages qu'il pourrait y causer.",
            "Maktabi ne saurait être tenue responsable de l'exécution de la location entre l'hôte et le locataire, ni des dommages résultant d'une information inexacte fournie par un utilisateur.",
            'En cas de manquement aux présentes CGU, Maktabi peut suspendre ou supprimer le compte concerné.',
          ],
        },
      ],
    },
    {
      id: 'article-9-propriete-intellectuelle',
      heading: 'Article 9 – Propriété intellectuelle',
      blocks: [
        {
          type: 'paragraph',
          text: 'La marque Maktabi, son logo, la présentation et les contenus de la Plateforme sont protégés. Toute reproduction sans autorisation préalable est interdite.',
        },
        {
          type: 'paragraph',
          text: "En publiant des contenus (textes, photos), l'utilisateur autorise Maktabi à les reproduire et à les afficher sur la Plateforme, gratuitement et pour la durée de leur publication, aux seules fins du service.",
        },
      ],
    },
    {
      id: 'article-10-donnees-personnelles',
      heading: 'Article 10 – Données personnelles',
      blocks: [
        {
          type: 'paragraph',
          text: [
            "Maktabi traite les données personnelles de ses utilisateurs conformément à la loi n° 09-08 relative à la protection des personnes physiques à l'égard du traitement des données à caractère personnel. Les modalités de ce traitement et vos droits sont décrits dans notre ",
            { to: '/privacy', text: 'politique de confidentialité' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'article-11-modification',
      heading: 'Article 11 – Modification des CGU',
      blocks: [
        {
          type: 'paragraph',
          text: "Maktabi peut modifier les présentes CGU, notamment pour tenir compte d'une évolution du service ou de la réglementation. La date de dernière mise à jour figure en haut de cette page ; en continuant d'utiliser la Plateforme après une modification, vous acceptez les CGU modifiées.",
        },
      ],
    },
    {
      id: 'article-12-droit-applicable',
      heading: 'Article 12 – Droit applicable et litiges',
      blocks: [
        {
          type: 'paragraph',
          text: 'Les présentes CGU sont soumises au droit marocain.',
        },
        {
          type: 'paragraph',
          text: [
            "En cas de différend, les parties recherchent d'abord une solution amiable ; vous pouvez nous écrire à ",
            supportEmailLink,
            ". À défaut d'accord amiable, le litige sera porté devant les tribunaux compétents de Casablanca.",
          ],
        },
      ],
    },
  ],
};
