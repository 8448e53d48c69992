<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="333"/>
        <source>About Stadsliv</source>
        <translation>Om Stadsliv</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="339"/>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="344"/>
        <source>Three city board games for a table of friends and one computer, passed round: the rules are enforced, secrets stay behind a privacy curtain, and the game is saved after every move.</source>
        <translation>Tre stadsbrädspel för ett sällskap och en dator som skickas runt: reglerna följs, hemligheter stannar bakom en skärm och spelet sparas efter varje drag.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="354"/>
        <source>Free software under the MIT licence.</source>
        <translation>Fri programvara under MIT-licensen.</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="254"/>
        <source>Shortcut: {key}</source>
        <translation>Kortkommando: {key}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="265"/>
        <source>Space</source>
        <translation>Mellanslag</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="358"/>
        <source>Roll the dice</source>
        <translation>Slå tärningarna</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="361"/>
        <source>Drawing…</source>
        <translation>Drar…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="365"/>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="366"/>
        <source>Roll (1 or Space)</source>
        <translation>Slå (1 eller mellanslag)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="386"/>
        <source>Pass to {name}</source>
        <translation>Lämna över till {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="384"/>
        <source>Open my private page</source>
        <translation>Öppna min privata sida</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="397"/>
        <source>The reveal is under way; the table follows when it is complete.</source>
        <translation>Avslöjandet pågår; bordet följer när allt är visat.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="398"/>
        <source>Show it all now</source>
        <translation>Visa allt nu</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="399"/>
        <source>Show the rest of the reveal at once (Space)</source>
        <translation>Visa resten av avslöjandet på en gång (mellanslag)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="405"/>
        <source>Play again with the same table</source>
        <translation>Spela igen med samma sällskap</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="407"/>
        <source>New game…</source>
        <translation>Nytt spel…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="409"/>
        <source>Show the results</source>
        <translation>Visa resultatet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="469"/>
        <source>choose an action</source>
        <translation>välj ett drag</translation>
    </message>
</context>
<context>
    <name>AmountPanel</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="99"/>
        <source>Enter your amount. It stays hidden on screen.</source>
        <translation>Skriv in ditt belopp. Det syns inte på skärmen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="106"/>
        <source>Any amount from {low} to {high}.</source>
        <translation>Valfritt belopp från {low} till {high}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="113"/>
        <source>amount</source>
        <translation>belopp</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="119"/>
        <source>Show</source>
        <translation>Visa</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="120"/>
        <source>Hold to check what you typed</source>
        <translation>Håll inne för att se vad du skrev</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="138"/>
        <source>Clear</source>
        <translation>Rensa</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="139"/>
        <source>Delete the last digit</source>
        <translation>Ta bort sista siffran</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="142"/>
        <source>Seal</source>
        <translation>Försegla</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="189"/>
        <source>Your amount is sealed. Nobody sees it before the reveal.</source>
        <translation>Ditt belopp är förseglat. Ingen ser det före avslöjandet.</translation>
    </message>
</context>
<context>
    <name>AuctionPanel</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="179"/>
        <source>Auction: {item}</source>
        <translation>Auktion: {item}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="183"/>
        <source>Highest bid: {amount} by {name}</source>
        <translation>Högsta bud: {amount} av {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="187"/>
        <source>No bid yet: the lowest opening bid is {amount}</source>
        <translation>Inget bud än: lägsta öppningsbud är {amount}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="215"/>
        <source>You have {cash}; steps of {step}.</source>
        <translation>Du har {cash}; steg om {step}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="219"/>
        <source>You have {cash}.</source>
        <translation>Du har {cash}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="229"/>
        <source>Bid {amount}</source>
        <translation>Bjud {amount}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="232"/>
        <source>{amount} is more than your cash ({cash})</source>
        <translation>{amount} är mer än dina kontanter ({cash})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="142"/>
        <source>4  Bid this amount</source>
        <translation>4  Bjud detta belopp</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="152"/>
        <source>5  Pass</source>
        <translation>5  Passa</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="153"/>
        <source>Leave this auction</source>
        <translation>Lämna auktionen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="250"/>
        <source>out of this auction</source>
        <translation>ute ur auktionen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="252"/>
        <source>to bid now</source>
        <translation>bjuder nu</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="254"/>
        <source>highest bidder</source>
        <translation>högstbjudande</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="255"/>
        <source>still bidding</source>
        <translation>bjuder fortfarande</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="261"/>
        <source>You cannot bid now.</source>
        <translation>Du kan inte bjuda nu.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="265"/>
        <source>You have only {cash}: you cannot bid {amount}.</source>
        <translation>Du har bara {cash}: du kan inte bjuda {amount}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="272"/>
        <source>The bid must be at least {amount}.</source>
        <translation>Budet måste vara minst {amount}.</translation>
    </message>
</context>
<context>
    <name>BorgataBoardPanel</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="127"/>
        <source>Shortcut: {key}</source>
        <translation>Kortkommando: {key}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="201"/>
        <source>Choose on the board.</source>
        <translation>Välj på spelplanen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="207"/>
        <source>Click one of the lit lots around Stadshuset to place a member there (BOR-06).</source>
        <translation>Klicka på en av de upplysta tomterna runt Stadshuset för att ställa en medlem där (BOR-06).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="213"/>
        <source>Click a lit face-down lot to offer it as this round&apos;s contract. With a contract mark every family bids in secret; without one it simply turns up (BOR-12).</source>
        <translation>Klicka på en upplyst nedvänd tomt för att erbjuda den som rundans kontrakt. Med kontraktsmärke bjuder alla familjer i hemlighet; utan vänds den bara upp (BOR-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="221"/>
        <source>Click a lit lot to collect there despite its police car: one of your members there goes to Fängelset (BOR-11).</source>
        <translation>Klicka på en upplyst tomt för att inkassera där trots polisbilen: en av era medlemmar där hamnar i Fängelset (BOR-11).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="227"/>
        <source>Leave them alone</source>
        <translation>Låt dem vara</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="233"/>
        <source>Click a lit lot for a new member: {price} on a lot you control ({most} a round), {prison} in Fängelset if you control it (BOR-14).</source>
        <translation>Klicka på en upplyst tomt för en ny medlem: {price} på en tomt ni kontrollerar ({most} per runda), {prison} i Fängelset om ni kontrollerar det (BOR-14).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="243"/>
        <source>Done recruiting</source>
        <translation>Klar med rekryteringen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="253"/>
        <source>As controller of {lot} you may stop {categories} from paying anyone this round (BOR-11). Click the lit {lot} or choose here.</source>
        <translation>Som kontrollant av {lot} kan ni hindra {categories} från att betala någon denna runda (BOR-11). Klicka på upplysta {lot} eller välj här.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="260"/>
        <source>Block {categories}</source>
        <translation>Blockera {categories}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="266"/>
        <source>Let {categories} be collected</source>
        <translation>Låt {categories} inkasseras</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="280"/>
        <source>{attacker} plays {attack} against one of your members on {lot}. You hold {answer}: play it and the attack fails; both contacts go back to the table.</source>
        <translation>{attacker} spelar {attack} mot en av era medlemmar på {lot}. Ni har {answer}: spela den så misslyckas anfallet; båda kontakterna går tillbaka till bordet.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="292"/>
        <source>Play {answer}</source>
        <translation>Spela {answer}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="298"/>
        <source>Let it happen</source>
        <translation>Låt det ske</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="314"/>
        <source>Move one member one step, play a contact, or pass (BOR-13).</source>
        <translation>Flytta en medlem ett steg, spela en kontakt eller passa (BOR-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="320"/>
        <source>Play {contact}</source>
        <translation>Spela {contact}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="327"/>
        <source>Strike {name}</source>
        <translation>Slå mot {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="333"/>
        <source>Free only one</source>
        <translation>Befria bara en</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="335"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="338"/>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="344"/>
        <source>No member may step now: play a contact or pass (BOR-13).</source>
        <translation>Ingen medlem kan flytta nu: spela en kontakt eller passa (BOR-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="347"/>
        <source>Click a lit lot to step there, one step in any of 8 directions; face-down lots and Fängelset are not offered (BOR-13).</source>
        <translation>Klicka på en upplyst tomt för att gå dit, ett steg åt något av 8 håll; nedvända tomter och Fängelset erbjuds inte (BOR-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="351"/>
        <source>Click one of your members (lots with a dashed light) to move it one step, click a contact you hold to play it, or pass (BOR-13).</source>
        <translation>Klicka på en av era medlemmar (tomter med streckat ljus) för att flytta den ett steg, klicka på en kontakt ni har för att spela den, eller passa (BOR-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="356"/>
        <source>{contact}: several families stand there. Strike whom?</source>
        <translation>{contact}: flera familjer står där. Vem ska drabbas?</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="357"/>
        <source>{contact}: click the lit lot to go to.</source>
        <translation>{contact}: klicka på den upplysta tomten att gå till.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="358"/>
        <source>{contact}: click the second lot.</source>
        <translation>{contact}: klicka på den andra tomten.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="364"/>
        <source>Lönnmördaren: click a lit lot, or one family&apos;s members on it.</source>
        <translation>Lönnmördaren: klicka på en upplyst tomt, eller på en familjs medlemmar där.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="366"/>
        <source>FBI: click a lit lot, or one family&apos;s members on it.</source>
        <translation>FBI: klicka på en upplyst tomt, eller på en familjs medlemmar där.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="367"/>
        <source>Mordbrännaren: click the face-up district to burn.</source>
        <translation>Mordbrännaren: klicka på den uppvända stadsdel som ska brännas.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="369"/>
        <source>Polisbilen: click a lit lot for a new police car, or a lot with a car to move it.</source>
        <translation>Polisbilen: klicka på en upplyst tomt för en ny polisbil, eller på en tomt med bil för att flytta den.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="371"/>
        <source>Advokaten: click where your first freed member goes.</source>
        <translation>Advokaten: klicka där er första frigivna medlem ska hamna.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="372"/>
        <source>Informatören: click the face-down lots to look at.</source>
        <translation>Informatören: klicka på de nedvända tomter ni vill titta på.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="373"/>
        <source>Smugglaren: click the member to smuggle, then where it goes.</source>
        <translation>Smugglaren: klicka på medlemmen som ska smugglas, sedan vart den ska.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="374"/>
        <source>Polischefen: click the police car to remove.</source>
        <translation>Polischefen: klicka på polisbilen som ska bort.</translation>
    </message>
</context>
<context>
    <name>BorgataEnvelope</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="129"/>
        <source>Empty this envelope</source>
        <translation>Töm det här kuvertet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="130"/>
        <source>Delete the last digit</source>
        <translation>Radera sista siffran</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="131"/>
        <source>Next envelope</source>
        <translation>Nästa kuvert</translation>
    </message>
</context>
<context>
    <name>BorgataLot</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/lot.py" line="157"/>
        <source>blocked</source>
        <translation>blockerad</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/lot.py" line="271"/>
        <source>pays nothing</source>
        <translation>ger inget</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/lot.py" line="278"/>
        <source>blocks {category}</source>
        <translation>blockerar {category}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/lot.py" line="338"/>
        <source>Kontrakt</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/lot.py" line="346"/>
        <source>on offer</source>
        <translation>erbjuden</translation>
    </message>
</context>
<context>
    <name>BorgataOverlay</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/overlay.py" line="52"/>
        <source>Back to the city</source>
        <translation>Tillbaka till staden</translation>
    </message>
</context>
<context>
    <name>BorgataResults</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/adapters.py" line="33"/>
        <source>Controlled lot value per round</source>
        <translation>Kontrollerat tomtvärde per runda</translation>
    </message>
</context>
<context>
    <name>BorgataReveal</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="73"/>
        <source>The contract bids are opened</source>
        <translation>Kontraktsbuden öppnas</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="75"/>
        <source>The envelopes are opened</source>
        <translation>Kuverten öppnas</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="81"/>
        <source>The single highest bid wins the contract and is paid to the bank; a tie or no bid turns the lot up (BOR-12).</source>
        <translation>Det enskilt högsta budet vinner kontraktet och betalas till banken; lika bud eller inget bud vänder upp tomten (BOR-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="86"/>
        <source>Alt 1: the single highest envelope wins each contact, and every envelope is paid to the bank, won or not (BOR-10).</source>
        <translation>Alt 1: det enskilt högsta kuvertet vinner varje kontakt, och alla kuvert betalas till banken, vunna eller inte (BOR-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="91"/>
        <source>Alt 2: the single highest envelope wins each contact and only the winning envelope is paid; the others come back. A tie or $0 wins nothing (BOR-10).</source>
        <translation>Alt 2: det enskilt högsta kuvertet vinner varje kontakt och bara det vinnande kuvertet betalas; de andra kommer tillbaka. Lika eller $0 vinner inget (BOR-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="112"/>
        <source>Open all now</source>
        <translation>Öppna alla nu</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="133"/>
        <source>The contract</source>
        <translation>Kontraktet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="172"/>
        <source>Contact</source>
        <translation>Kontakt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="189"/>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="225"/>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="274"/>
        <source>{name} wins it</source>
        <translation>{name} vinner den</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="226"/>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="276"/>
        <source>{name} wins and pays {amount}</source>
        <translation>{name} vinner och betalar {amount}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="222"/>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="280"/>
        <source>Tie at {amount}: nobody gets it</source>
        <translation>Lika på {amount}: ingen får den</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="221"/>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="282"/>
        <source>No money offered: nobody gets it</source>
        <translation>Inga pengar budade: ingen får den</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="289"/>
        <source>Paid to the bank: {list}</source>
        <translation>Betalt till banken: {list}</translation>
    </message>
</context>
<context>
    <name>BorgataScene</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/scene.py" line="343"/>
        <source>Click to choose this lot.</source>
        <translation>Klicka för att välja den här tomten.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/scene.py" line="345"/>
        <source>Click to pick up from here.</source>
        <translation>Klicka för att ta härifrån.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/scene.py" line="347"/>
        <source>Picked. Click again to undo the pick.</source>
        <translation>Vald. Klicka igen för att ångra valet.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/scene.py" line="351"/>
        <source>Not possible: {why}</source>
        <translation>Inte möjligt: {why}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/scene.py" line="352"/>
        <source>Not offered now.</source>
        <translation>Erbjuds inte nu.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/scene.py" line="491"/>
        <source>Conflict</source>
        <translation>Konflikt</translation>
    </message>
</context>
<context>
    <name>BorgataSheet</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="271"/>
        <source>Hold to show amounts</source>
        <translation>Håll: visa beloppen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="272"/>
        <source>The amounts show only while you hold the button down</source>
        <translation>Beloppen syns bara medan du håller knappen inne</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="278"/>
        <source>Seal my bid</source>
        <translation>Förslut mitt bud</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="278"/>
        <source>Seal my envelopes</source>
        <translation>Förslut kuverten</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="365"/>
        <source>The highest single bid wins the contract and is paid to the bank; your new member then waits on the face-down lot (BOR-12).</source>
        <translation>Det enskilt högsta budet vinner kontraktet och betalas till banken; er nya medlem väntar sedan på den nedvända tomten (BOR-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="370"/>
        <source>The highest single envelope wins each contact. Alt 1: every envelope is paid to the bank, won or not (BOR-10).</source>
        <translation>Det enskilt högsta kuvertet vinner varje kontakt. Alt 1: alla kuvert betalas till banken, vunna eller inte (BOR-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="375"/>
        <source>The highest single envelope wins each contact. Alt 2: only winning envelopes are paid; the others come back (BOR-10).</source>
        <translation>Det enskilt högsta kuvertet vinner varje kontakt. Alt 2: bara vinnande kuvert betalas; de andra kommer tillbaka (BOR-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="388"/>
        <source>The contract on {lot}</source>
        <translation>Kontraktet på {lot}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="389"/>
        <source>Your sealed bid (BOR-12)</source>
        <translation>Ert förslutna bud (BOR-12)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="411"/>
        <source>contract {amount}</source>
        <translation>kontrakt {amount}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="413"/>
        <source>no contract</source>
        <translation>inget kontrakt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="416"/>
        <source>{lot} is {name}: {category}, value {value}, {deal}</source>
        <translation>{lot} är {name}: {category}, värde {value}, {deal}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="425"/>
        <source>Your informant told you (only you see this):</source>
        <translation>Er informatör berättade (bara ni ser detta):</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="435"/>
        <source>Keypad for the envelope on {name}</source>
        <translation>Knappsats för kuvertet på {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="475"/>
        <source>Your contract bid is sealed. Nobody sees it before the reveal.</source>
        <translation>Ditt kontraktsbud är förseglat. Ingen ser det före avslöjandet.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="478"/>
        <source>Your envelope is sealed. Nobody sees it before the reveal.</source>
        <translation>Ditt kuvert är förseglat. Ingen ser det före avslöjandet.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="479"/>
        <source>Your {n} envelopes are sealed. Nobody sees them before the reveal.</source>
        <translation>Dina {n} kuvert är förseglade. Ingen ser dem före avslöjandet.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="490"/>
        <source>Your bid: {total} of your {cash}</source>
        <translation>Ert bud: {total} av era {cash}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="492"/>
        <source>In your envelopes: {total} of your {cash}</source>
        <translation>I era kuvert: {total} av era {cash}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="499"/>
        <source>Too much: you have only {cash}. Lower your bid before you seal.</source>
        <translation>För mycket: ni har bara {cash}. Sänk budet innan ni försluter.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="506"/>
        <source>Too much: your envelopes hold more than your {cash}. Take some money out before you seal.</source>
        <translation>För mycket: era kuvert rymmer mer än era {cash}. Ta ut lite pengar innan ni försluter.</translation>
    </message>
</context>
<context>
    <name>BorgataSide</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="58"/>
        <source>A round has five phases: Kontakter (BOR-10), Inkassera (BOR-11), Kontrakt (BOR-12), Mobilisera (BOR-13) and Rekrytera (BOR-14).</source>
        <translation>En runda har fem faser: Kontakter (BOR-10), Inkassera (BOR-11), Kontrakt (BOR-12), Mobilisera (BOR-13) och Rekrytera (BOR-14).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="80"/>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="153"/>
        <source>Status orders play: total value of controlled lots, then members in the city, then money, then seat (BOR-07). A family wins at once by controlling Stadshuset and the four corner lots, by being the only family left in the city, or by controlling lots worth {target} (BOR-09).</source>
        <translation>Status avgör turordningen: kontrollerade tomters totala värde, sedan medlemmar i staden, sedan pengar, sedan plats (BOR-07). En familj vinner direkt genom att kontrollera Stadshuset och de fyra hörntomterna, genom att vara den enda familjen kvar i staden, eller genom att kontrollera tomter värda {target} (BOR-09).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="201"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="208"/>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="213"/>
        <source>Win: Stadshuset + 4 corners · last family in the city · lots worth {n}</source>
        <translation>Vinst: Stadshuset + 4 hörn · sista familjen i staden · tomter värda {n}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="324"/>
        <source>{n} in city</source>
        <translation>{n} i stan</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="242"/>
        <source>Police cars {n}/{limit}</source>
        <translation>Polisbilar {n}/{limit}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="245"/>
        <source>District deck {n}</source>
        <translation>Stadsdelslek {n}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="247"/>
        <source>Alt 1: every envelope is paid</source>
        <translation>Alt 1: alla kuvert betalas</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="249"/>
        <source>Alt 2: only winning envelopes are paid</source>
        <translation>Alt 2: bara vinnande kuvert betalas</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="442"/>
        <source>response</source>
        <translation>svar</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="460"/>
        <source>in the envelopes</source>
        <translation>i kuverten</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="462"/>
        <source>on the table</source>
        <translation>på bordet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="526"/>
        <source>{name} rules the city</source>
        <translation>{name} styr staden</translation>
    </message>
</context>
<context>
    <name>BorgataText</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="42"/>
        <source>Opening</source>
        <translation>Öppning</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="55"/>
        <source>{name} {n} ({m} moved this round)</source>
        <translation>{name} {n} ({m} har flyttat denna runda)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="62"/>
        <source>Nobody stands here.</source>
        <translation>Ingen står här.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="63"/>
        <source>Members: {list}</source>
        <translation>Medlemmar: {list}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="71"/>
        <source>Nobody controls Fängelset (BOR-15).</source>
        <translation>Ingen kontrollerar Fängelset (BOR-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="72"/>
        <source>Controlled by {name} (BOR-15).</source>
        <translation>Kontrolleras av {name} (BOR-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="76"/>
        <source>Controlled by {name}: only its members stand here (BOR-07).</source>
        <translation>Kontrolleras av {name}: bara deras medlemmar står här (BOR-07).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="80"/>
        <source>Several families stand here: they fight when Mobilisera ends (BOR-08).</source>
        <translation>Flera familjer står här: de strider när Mobilisera är slut (BOR-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="84"/>
        <source>Nobody controls it (BOR-07).</source>
        <translation>Ingen kontrollerar den (BOR-07).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="88"/>
        <source>A face-down lot · {label}</source>
        <translation>En nedvänd tomt · {label}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="91"/>
        <source>Its back shows a contract mark: it can be offered as a contract in Kontrakt (BOR-12); the winner&apos;s new member waits here and the contract pays when the lot turns up (BOR-10).</source>
        <translation>Baksidan har ett kontraktsmärke: den kan erbjudas som kontrakt i Kontrakt (BOR-12); vinnarens nya medlem väntar här och kontraktet betalas när tomten vänds upp (BOR-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="100"/>
        <source>Its back shows no contract mark: named in Kontrakt, it simply turns up (BOR-12).</source>
        <translation>Baksidan har inget kontraktsmärke: utsedd i Kontrakt vänds den bara upp (BOR-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="106"/>
        <source>Nobody steps onto a face-down lot (BOR-13); what lies beneath stays hidden until it turns up (BOR-27).</source>
        <translation>Ingen går in på en nedvänd tomt (BOR-13); vad som döljer sig förblir hemligt tills den vänds upp (BOR-27).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="115"/>
        <source>{name}&apos;s contract member waits here until the next Kontakter (BOR-10).</source>
        <translation>{name}s kontraktsmedlem väntar här till nästa Kontakter (BOR-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="121"/>
        <source>Offered as this round&apos;s contract (BOR-12).</source>
        <translation>Erbjuden som rundans kontrakt (BOR-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="133"/>
        <source>Value 5 · collecting pays {income} (BOR-03, BOR-11)</source>
        <translation>Värde 5 · inkassering ger {income} (BOR-03, BOR-11)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="138"/>
        <source>Value 5 for the family that controls it (BOR-03)</source>
        <translation>Värde 5 för familjen som kontrollerar det (BOR-03)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="143"/>
        <source>Fängelset pays nothing. The family with most members here controls it; a tie keeps the former controller (BOR-15). Nobody walks in (BOR-13) and no conflict happens here (BOR-08); its controller may recruit one more member here for {price} (BOR-14).</source>
        <translation>Fängelset ger inget. Familjen med flest medlemmar här kontrollerar det; vid lika behåller den tidigare kontrollanten det (BOR-15). Ingen går in (BOR-13) och här blir ingen konflikt (BOR-08); kontrollanten kan rekrytera en medlem till här för {price} (BOR-14).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="152"/>
        <source>Its controller may block {categories} from collection each round (BOR-11). A value-5 lot cannot be burnt (BOR-21).</source>
        <translation>Kontrollanten kan blockera inkassering från {categories} varje runda (BOR-11). En tomt med värde 5 kan inte brännas (BOR-21).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="160"/>
        <source>{category} · value {value} · collecting pays {income} (BOR-03)</source>
        <translation>{category} · värde {value} · inkassering ger {income} (BOR-03)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="170"/>
        <source>Lönnmördaren cannot strike the family that controls a {category} (BOR-17).</source>
        <translation>Lönnmördaren kan inte slå mot familjen som kontrollerar ett {category} (BOR-17).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="177"/>
        <source>{category} is blocked this round: it pays nothing (BOR-11).</source>
        <translation>{category} är blockerat denna runda: det ger inget (BOR-11).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="185"/>
        <source>A police car stands here: collecting here sends one member to Fängelset (BOR-11, BOR-22).</source>
        <translation>Här står en polisbil: inkassering här skickar en medlem till Fängelset (BOR-11, BOR-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="203"/>
        <source>On the table: the highest single envelope in Kontakter wins it (BOR-10).</source>
        <translation>På bordet: det enskilt högsta kuvertet i Kontakter vinner den (BOR-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="210"/>
        <source>Held by {name}: offered to {name} at once when the attack it answers strikes (BOR-27).</source>
        <translation>Hos {name}: erbjuds {name} direkt när anfallet den besvarar slår till (BOR-27).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="218"/>
        <source>Held by {name}: played in Mobilisera instead of a step, then it goes back to the table (BOR-13).</source>
        <translation>Hos {name}: spelas i Mobilisera i stället för ett steg och går sedan tillbaka till bordet (BOR-13).</translation>
    </message>
</context>
<context>
    <name>CalendarItem</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/centre.py" line="88"/>
        <source>{n} LOS passages to Wahltag</source>
        <translation>{n} passager av LOS till Wahltag</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/centre.py" line="88"/>
        <source>1 LOS passage to Wahltag</source>
        <translation>1 passage av LOS till Wahltag</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="422"/>
        <source>Pass to {name}</source>
        <translation>Lämna över till {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="423"/>
        <source>{name}, click this card when only you can see the screen.</source>
        <translation>{name}, klicka på kortet när bara du ser skärmen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="475"/>
        <source>Hide my screen</source>
        <translation>Dölj min skärm</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="476"/>
        <source>Go back to the card without choosing</source>
        <translation>Tillbaka till kortet utan att välja</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="518"/>
        <source>Hold to see what you sealed</source>
        <translation>Håll inne för att se vad du förseglade</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="519"/>
        <source>Shown only while you hold the button down</source>
        <translation>Visas bara medan du håller knappen inne</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="525"/>
        <source>Done</source>
        <translation>Klar</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="605"/>
        <source>{name}: only for your eyes</source>
        <translation>{name}: bara för dina ögon</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="674"/>
        <source>Only you see this.</source>
        <translation>Bara du ser detta.</translation>
    </message>
</context>
<context>
    <name>DebtPanel</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="75"/>
        <source>{name} owes {amount} to {creditor}</source>
        <translation>{name} är skyldig {creditor} {amount}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="79"/>
        <source>{name} owes {amount}</source>
        <translation>{name} är skyldig {amount}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="85"/>
        <source>{cash} of {owed}</source>
        <translation>{cash} av {owed}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="88"/>
        <source>Raise {amount} more: sell buildings or mortgage.</source>
        <translation>Skaffa {amount} till: sälj byggnader eller belåna.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="112"/>
        <source>Declare bankruptcy</source>
        <translation>Gå i konkurs</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="116"/>
        <source>Only when nothing is left to sell or mortgage</source>
        <translation>Först när inget finns kvar att sälja eller belåna</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="118"/>
        <source>Nothing is left to raise money with</source>
        <translation>Inget finns kvar att skaffa pengar med</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="128"/>
        <source>You can still raise money: sell or mortgage first.</source>
        <translation>Du kan fortfarande skaffa pengar: sälj eller belåna först.</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../../stadsliv_qt/ui/format.py" line="50"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/format.py" line="52"/>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/format.py" line="85"/>
        <source>1 entry</source>
        <translation>1 post</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/format.py" line="86"/>
        <source>{n} entries</source>
        <translation>{n} poster</translation>
    </message>
</context>
<context>
    <name>Gladopolis</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="57"/>
        <source>Roll the dice</source>
        <translation>Slå tärningarna</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="59"/>
        <source>End the turn</source>
        <translation>Avsluta draget</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="61"/>
        <source>Buy 1 Bürgergunst ({price})</source>
        <translation>Köp 1 Bürgergunst ({price})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="65"/>
        <source>Pay {fee} to leave the Hinterzimmer</source>
        <translation>Betala {fee} för att lämna Hinterzimmer</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="69"/>
        <source>Play {card}</source>
        <translation>Spela {card}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="72"/>
        <source>Leuchtturmprojekt</source>
        <translation>Leuchtturmprojekt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="74"/>
        <source>Bauvorhaben</source>
        <translation>Bauvorhaben</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="76"/>
        <source>Build a {what} on {name} ({price})</source>
        <translation>Bygg ett {what} på {name} ({price})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="80"/>
        <source>Sell a building on {name} (+{amount})</source>
        <translation>Sälj en byggnad på {name} (+{amount})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="84"/>
        <source>Mortgage {name} (+{amount})</source>
        <translation>Belåna {name} (+{amount})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="88"/>
        <source>Redeem {name} ({cost})</source>
        <translation>Lös in {name} ({cost})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="92"/>
        <source>Offer {name}: {text}</source>
        <translation>Erbjud {name}: {text}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="97"/>
        <source>Buy {name} for {price}</source>
        <translation>Köp {name} för {price}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="101"/>
        <source>Do not buy: auction it</source>
        <translation>Köp inte: till auktion</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="103"/>
        <source>Bid {amount}</source>
        <translation>Bjud {amount}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="105"/>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="107"/>
        <source>Bring the motion in</source>
        <translation>Lägg fram motionen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="109"/>
        <source>Withdraw it</source>
        <translation>Dra tillbaka den</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="112"/>
        <source>Vote yes</source>
        <translation>Rösta ja</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="114"/>
        <source>Vote no</source>
        <translation>Rösta nej</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="117"/>
        <source>Use my veto: the motion fails</source>
        <translation>Använd mitt veto: motionen faller</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="119"/>
        <source>Let it pass</source>
        <translation>Låt den gå igenom</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="121"/>
        <source>Repeal {name}</source>
        <translation>Upphäv {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="125"/>
        <source>Accept the trade</source>
        <translation>Godta bytet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="127"/>
        <source>Refuse</source>
        <translation>Avböj</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="159"/>
        <source>Printed price {price} · GLA-09</source>
        <translation>Tryckt pris {price} · GLA-09</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="194"/>
        <source>Brought in by {name} (GLA-21)</source>
        <translation>Framlagd av {name} (GLA-21)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="244"/>
        <source>mortgaged</source>
        <translation>belånad</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="246"/>
        <source>Its group carries buildings (GLA-26).</source>
        <translation>Dess grupp har byggnader (GLA-26).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="346"/>
        <source>Not buying starts an open auction at once (GLA-09).</source>
        <translation>Köper du inte börjar en öppen auktion direkt (GLA-09).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="357"/>
        <source>With two players you decide alone; the other may use the one veto (GLA-23).</source>
        <translation>Med två spelare beslutar du ensam; den andra får använda sitt enda veto (GLA-23).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="362"/>
        <source>Brought in, every player votes in secret (GLA-21).</source>
        <translation>Framlagd röstar alla spelare i hemlighet (GLA-21).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="366"/>
        <source>Accepted: it holds until the end and you gain 1 BG (GLA-22).</source>
        <translation>Antagen: den gäller till slutet och du får 1 BG (GLA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="376"/>
        <source>You have one veto in the whole game (GLA-23).</source>
        <translation>Du har ett enda veto under hela spelet (GLA-23).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="378"/>
        <source>Veto {name}?</source>
        <translation>Veto mot {name}?</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="401"/>
        <source>{group} district. Price {price}. Rent {base}, doubled with the whole group; with 1-4 Bauvorhaben and the Leuchtturmprojekt: {rents} € (GLA-10). Building {build} per level, evenly (GLA-12).</source>
        <translation>Ortsteil i {group}. Pris {price}. Hyra {base}, dubbel med hela gruppen; med 1–4 Bauvorhaben och Leuchtturmprojekt: {rents} € (GLA-10). Bygge {build} per nivå, jämnt (GLA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="414"/>
        <source>Verkehrsknoten. Price {price}. Rent 250 / 500 / 1,000 / 2,000 € as the owner holds 1 to 4 (GLA-10).</source>
        <translation>Verkehrsknoten. Pris {price}. Hyra 250 / 500 / 1 000 / 2 000 € när ägaren har 1 till 4 (GLA-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="420"/>
        <source>Versorger. Price {price}. Rent: the pips rolled x40, x100 with both (GLA-10).</source>
        <translation>Versorger. Pris {price}. Hyra: slagna ögon x40, x100 med båda (GLA-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="425"/>
        <source>LOS: passing or landing pays 2,000 € and 1 BG, and the calendar moves on (GLA-07).</source>
        <translation>LOS: passera eller landa ger 2 000 € och 1 BG, och kalendern går vidare (GLA-07).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="427"/>
        <source>Stadtgeschehen: draw an event card (GLA-25).</source>
        <translation>Stadtgeschehen: dra ett händelsekort (GLA-25).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="428"/>
        <source>{name}: pay {amount} into the Stadtkasse (GLA-13).</source>
        <translation>{name}: betala {amount} till Stadtkasse (GLA-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="430"/>
        <source>Hinterzimmer: landing here is only a visit (GLA-16). Inside: Sitzungsgeld, -1 BG, +1 Klüngel chip each turn (GLA-17); out by doubles, 1,000 € or Formfehler (GLA-18).</source>
        <translation>Hinterzimmer: att landa här är bara ett besök (GLA-16). Inne: Sitzungsgeld, -1 BG, +1 Klüngel-marker varje drag (GLA-17); ut med dubbletter, 1 000 € eller Formfehler (GLA-18).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="433"/>
        <source>Bürgerfest: take half the Stadtkasse, rounded down to 100 €, and 1 BG (GLA-15).</source>
        <translation>Bürgerfest: ta halva Stadtkasse, avrundat nedåt till 100 €, och 1 BG (GLA-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="435"/>
        <source>Ratssitzung: draw a motion, bring it in or withdraw it (GLA-20, GLA-21).</source>
        <translation>Ratssitzung: dra en motion, lägg fram den eller dra tillbaka den (GLA-20, GLA-21).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="437"/>
        <source>Ab ins Hinterzimmer: straight in, without passing LOS; the turn ends (GLA-16).</source>
        <translation>Ab ins Hinterzimmer: direkt in, utan att passera LOS; draget slutar (GLA-16).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/turn.py" line="34"/>
        <source>Build</source>
        <translation>Bygg</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/turn.py" line="35"/>
        <source>Sell buildings</source>
        <translation>Sälj byggnader</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/turn.py" line="36"/>
        <source>Mortgage</source>
        <translation>Belåna</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/turn.py" line="37"/>
        <source>Redeem</source>
        <translation>Lös in</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/turn.py" line="69"/>
        <source>Trade</source>
        <translation>Byt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/turn.py" line="153"/>
        <source>New offer…</source>
        <translation>Nytt erbjudande…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/turn.py" line="58"/>
        <source>Or click a highlighted field on the board.</source>
        <translation>Eller klicka på ett markerat fält på brädet.</translation>
    </message>
</context>
<context>
    <name>GladopolisResults</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="444"/>
        <source>Votes over the game (GLA-29)</source>
        <translation>Röster under spelets gång (GLA-29)</translation>
    </message>
</context>
<context>
    <name>GladopolisScene</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="148"/>
        <source>Wahlkalender: every LOS passage of any player moves the marker one field; at WAHLTAG the round is finished and the election held (GLA-07, GLA-08).</source>
        <translation>Wahlkalender: varje passage av LOS, av vilken spelare som helst, flyttar markören ett fält; vid WAHLTAG spelas rundan klart och valet hålls (GLA-07, GLA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="156"/>
        <source>Resolutions in force; at most five lie at once (GLA-22, GLA-24).</source>
        <translation>Gällande beslut; högst fem ligger samtidigt (GLA-22, GLA-24).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="160"/>
        <source>Taxes, fees and fines go into the Stadtkasse (GLA-13); the Bürgerfest pays out half of it (GLA-15); when it cannot pay, the Nothaushalt (GLA-14).</source>
        <translation>Skatter, avgifter och böter går till Stadtkasse (GLA-13); Bürgerfest betalar ut hälften (GLA-15); när den inte kan betala: Nothaushalt (GLA-14).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="335"/>
        <source>highest bid {amount} € by {name}</source>
        <translation>högsta bud {amount} € av {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="339"/>
        <source>no bid yet</source>
        <translation>inget bud än</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="342"/>
        <source>Auction: {field}</source>
        <translation>Auktion: {field}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="343"/>
        <source>{now} · still bidding: {who} (GLA-09)</source>
        <translation>{now} · bjuder fortfarande: {who} (GLA-09)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="348"/>
        <source>Trade offer: {a} to {b}</source>
        <translation>Bytesbud: {a} till {b}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="351"/>
        <source>{name} accepts or refuses on screen (GLA-26)</source>
        <translation>{name} godtar eller avböjer på skärmen (GLA-26)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="358"/>
        <source>{name} owes {amount} €</source>
        <translation>{name} är skyldig {amount} €</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="368"/>
        <source>has voted: {who}</source>
        <translation>har röstat: {who}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="371"/>
        <source>Ratssitzung: {motion}</source>
        <translation>Ratssitzung: {motion}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="378"/>
        <source>Latest</source>
        <translation>Senast</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="481"/>
        <source>1 pip</source>
        <translation>1 öga</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="481"/>
        <source>{n} pips</source>
        <translation>{n} ögon</translation>
    </message>
</context>
<context>
    <name>GladopolisTips</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="33"/>
        <source>{what} at {value} % by resolution</source>
        <translation>{what} på {value} % genom beslut</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="49"/>
        <source>District of {group}. Price {price}. Rent {base}, doubled when one owner holds the whole group and none is mortgaged; with 1 to 4 Bauvorhaben and the Leuchtturmprojekt: {rents} € (GLA-10). Building {build} per level, on the whole group, evenly (GLA-12).</source>
        <translation>Ortsteil i {group}. Pris {price}. Hyra {base}, dubbel när en ägare har hela gruppen och inget är belånat; med 1 till 4 Bauvorhaben och Leuchtturmprojekt: {rents} € (GLA-10). Bygge {build} per nivå, på hela gruppen, jämnt (GLA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="58"/>
        <source>Verkehrsknoten. Price {price}. Rent 250 / 500 / 1,000 / 2,000 € as the owner holds 1 to 4 of them (GLA-10).</source>
        <translation>Verkehrsknoten. Pris {price}. Hyra 250 / 500 / 1 000 / 2 000 € när ägaren har 1 till 4 av dem (GLA-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="65"/>
        <source>Versorger. Price {price}. Rent: the pips of the roll x40, x100 when the owner has both (GLA-10).</source>
        <translation>Versorger. Pris {price}. Hyra: slagets ögon x40, x100 när ägaren har båda (GLA-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="71"/>
        <source>Pay {amount} into the Stadtkasse (GLA-13).</source>
        <translation>Betala {amount} till Stadtkasse (GLA-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="77"/>
        <source>LOS: passing or landing pays 2,000 € and 1 BG; then the Wahlkalender moves on one field (GLA-07).</source>
        <translation>LOS: passera eller landa ger 2 000 € och 1 BG; sedan flyttar Wahlkalender ett fält (GLA-07).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="79"/>
        <source>Stadtgeschehen: draw the top event card; it goes under the deck (GLA-25).</source>
        <translation>Stadtgeschehen: dra översta händelsekortet; det läggs under högen (GLA-25).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="81"/>
        <source>Hinterzimmer. Landing here is only a visit (GLA-16). Inside, at each turn: Sitzungsgeld from the Stadtkasse, -1 BG, +1 Klüngel chip (GLA-17). Out by doubles, by paying 1,000 € or with Formfehler in der Satzung (GLA-18).</source>
        <translation>Hinterzimmer. Att landa här är bara ett besök (GLA-16). Inne, varje drag: Sitzungsgeld från Stadtkasse, -1 BG, +1 Klüngel-marker (GLA-17). Ut med dubbletter, genom att betala 1 000 € eller med Formfehler in der Satzung (GLA-18).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="85"/>
        <source>Bürgerfest: take half the Stadtkasse, rounded down to 100 €, and 1 BG (GLA-15).</source>
        <translation>Bürgerfest: ta halva Stadtkasse, avrundat nedåt till 100 €, och 1 BG (GLA-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="87"/>
        <source>Ratssitzung: draw a motion and bring it in or withdraw it; brought in, everyone votes in secret (GLA-20, GLA-21).</source>
        <translation>Ratssitzung: dra en motion och lägg fram den eller dra tillbaka den; framlagd röstar alla i hemlighet (GLA-20, GLA-21).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="89"/>
        <source>Ab ins Hinterzimmer: straight in, without passing LOS; the turn ends there (GLA-16).</source>
        <translation>Ab ins Hinterzimmer: direkt in, utan att passera LOS; draget slutar där (GLA-16).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="97"/>
        <source>Unowned: buy it at its price or it goes to auction (GLA-09).</source>
        <translation>Utan ägare: köp till priset, annars går det till auktion (GLA-09).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="102"/>
        <source>Owner: {name}</source>
        <translation>Ägare: {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="105"/>
        <source>Leuchtturmprojekt</source>
        <translation>Leuchtturmprojekt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="107"/>
        <source>{n} Bauvorhaben</source>
        <translation>{n} Bauvorhaben</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="109"/>
        <source>mortgaged: no rent; counts nothing on Wahltag (GLA-26, GLA-29)</source>
        <translation>belånad: ingen hyra; räknas inte på Wahltag (GLA-26, GLA-29)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="123"/>
        <source>Build on {name}</source>
        <translation>Bygg på {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="124"/>
        <source>Sell a building on {name}</source>
        <translation>Sälj en byggnad på {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="125"/>
        <source>Mortgage {name}</source>
        <translation>Belåna {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="126"/>
        <source>Redeem {name}</source>
        <translation>Lös in {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="127"/>
        <source>Buy {name}</source>
        <translation>Köp {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="128"/>
        <source>Do not buy {name}: auction</source>
        <translation>Köp inte {name}: auktion</translation>
    </message>
</context>
<context>
    <name>GuideCard</name>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="143"/>
        <source>Leave the tutorial</source>
        <translation>Lämna guiden</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="145"/>
        <source>Your place is kept: continue it later from the welcome page.</source>
        <translation>Du behåller din plats: fortsätt senare från startsidan.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="147"/>
        <source>Next</source>
        <translation>Nästa</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="148"/>
        <source>Next card (Enter or the right arrow key)</source>
        <translation>Nästa kort (Enter eller högerpil)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="149"/>
        <source>Back to the welcome page</source>
        <translation>Tillbaka till startsidan</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="150"/>
        <source>Play a real game</source>
        <translation>Spela ett riktigt parti</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="152"/>
        <source>The same players, the game&apos;s usual options, fresh dice.</source>
        <translation>Samma spelare, spelets vanliga val, nya tärningar.</translation>
    </message>
</context>
<context>
    <name>GuideOverlay</name>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="251"/>
        <source>{title} · step {k} of {n}</source>
        <translation>{title} · steg {k} av {n}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="258"/>
        <source>Read this rule in the rules</source>
        <translation>Läs regeln i reglerna</translation>
    </message>
</context>
<context>
    <name>GuidePlace</name>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/places.py" line="70"/>
        <source>The tutorial has changed since you left it, so it starts over.</source>
        <translation>Guiden har ändrats sedan du lämnade den, så den börjar om.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/places.py" line="77"/>
        <source>The tutorial&apos;s saved place cannot be read, so it starts over.</source>
        <translation>Guidens sparade plats kan inte läsas, så den börjar om.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/places.py" line="82"/>
        <source>The tutorial&apos;s saved game does not fit where you left it, so it starts over.</source>
        <translation>Guidens sparade parti stämmer inte med var du slutade, så den börjar om.</translation>
    </message>
</context>
<context>
    <name>GuidedSession</name>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/session.py" line="53"/>
        <source>First read the card, then press Next.</source>
        <translation>Läs kortet först och tryck sedan på Nästa.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/session.py" line="55"/>
        <source>The tutorial waits for a roll now: press Roll.</source>
        <translation>Guiden väntar på ett slag nu: tryck på Slå.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/session.py" line="57"/>
        <source>Watch: the tutorial makes this move itself.</source>
        <translation>Titta: guiden gör det här draget själv.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/session.py" line="60"/>
        <source>The tutorial is over: start a real game or go back to the welcome page.</source>
        <translation>Guiden är slut: börja ett riktigt parti eller gå tillbaka till startsidan.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/session.py" line="62"/>
        <source>Not now: the card says what to do next.</source>
        <translation>Inte nu: kortet säger vad du ska göra.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/session.py" line="141"/>
        <source>Undo is off during the tutorial.</source>
        <translation>Ångra är avstängt under guiden.</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <location filename="../../stadsliv_qt/ui/chart.py" line="204"/>
        <source>No turns played yet</source>
        <translation>Inga drag spelade än</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="246"/>
        <source>Learn to play</source>
        <translation>Lär dig spela</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="279"/>
        <source>Continue the tutorial (step {k} of {n})</source>
        <translation>Fortsätt guiden (steg {k} av {n})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="284"/>
        <source>Start it over</source>
        <translation>Börja om</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="287"/>
        <source>No tutorial is installed</source>
        <translation>Ingen guide är installerad</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="318"/>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="856"/>
        <source>Undo is off during the tutorial.</source>
        <translation>Ångra är avstängt under guiden.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="327"/>
        <source>Learn to play {game} — Stadsliv</source>
        <translation>Lär dig spela {game} — Stadsliv</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="505"/>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="533"/>
        <source>The tutorial cannot be started</source>
        <translation>Guiden kan inte startas</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="136"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="162"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="166"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öppna…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="169"/>
        <source>&amp;Save</source>
        <translation>&amp;Spara</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="172"/>
        <source>Save &amp;as…</source>
        <translation>Spara s&amp;om…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="175"/>
        <source>&amp;Continue last game</source>
        <translation>&amp;Fortsätt senaste spelet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="177"/>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="137"/>
        <source>&amp;Edit</source>
        <translation>&amp;Redigera</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="181"/>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="314"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="138"/>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="185"/>
        <source>Zoom &amp;in</source>
        <translation>Zooma &amp;in</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="190"/>
        <source>Zoom &amp;out</source>
        <translation>Zooma &amp;ut</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="194"/>
        <source>&amp;Fit the board</source>
        <translation>&amp;Hela brädet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="139"/>
        <source>&amp;Settings</source>
        <translation>&amp;Inställningar</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="198"/>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="208"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animeringshastighet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="210"/>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="211"/>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="212"/>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="223"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="213"/>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="222"/>
        <source>&amp;Text size</source>
        <translation>&amp;Textstorlek</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="223"/>
        <source>Small</source>
        <translation>Liten</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="223"/>
        <source>Large</source>
        <translation>Stor</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="140"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="242"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regler för detta spel</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="244"/>
        <source>Rules of…</source>
        <translation>Regler för…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="249"/>
        <source>&amp;About Stadsliv</source>
        <translation>&amp;Om Stadsliv</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="314"/>
        <source>&amp;Undo: {what}</source>
        <translation>&amp;Ångra: {what}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="331"/>
        <source>not saved to a file</source>
        <translation>inte sparat i en fil</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="441"/>
        <source>{game} with {names}, last played {when}.</source>
        <translation>{game} med {names}, senast spelat {when}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="491"/>
        <source>The autosave failed: {why}</source>
        <translation>Autosparningen misslyckades: {why}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="681"/>
        <source>A game is already on the table.</source>
        <translation>Ett spel pågår redan.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="687"/>
        <source>There is no unfinished game to continue.</source>
        <translation>Det finns inget oavslutat spel att fortsätta.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="691"/>
        <source>The last game cannot be continued</source>
        <translation>Det senaste spelet kan inte fortsättas</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="781"/>
        <source>Open a saved game</source>
        <translation>Öppna ett sparat spel</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="781"/>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="820"/>
        <source>Stadsliv games (*.json)</source>
        <translation>Stadsliv-spel (*.json)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="795"/>
        <source>This file cannot be opened</source>
        <translation>Filen kan inte öppnas</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="799"/>
        <source>Opened {file}.</source>
        <translation>Öppnade {file}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="820"/>
        <source>Save the game</source>
        <translation>Spara spelet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="839"/>
        <source>The game was not saved</source>
        <translation>Spelet sparades inte</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="844"/>
        <source>Saved to {file}.</source>
        <translation>Sparat i {file}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="853"/>
        <source>No game is running.</source>
        <translation>Inget spel pågår.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="859"/>
        <source>Undo waits until the screen is uncovered.</source>
        <translation>Ångra får vänta tills skärmen är framme igen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="870"/>
        <source>Took back: {what}.</source>
        <translation>Ångrade: {what}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="872"/>
        <source>Took back the last move.</source>
        <translation>Ångrade senaste draget.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="878"/>
        <source>Nothing to undo: play cannot go back past dice, cards or revealed choices.</source>
        <translation>Inget att ångra: spelet kan inte backa förbi tärningar, kort eller avslöjade val.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="887"/>
        <source>Language: {name}</source>
        <translation>Språk: {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="943"/>
        <source>Start or open a game to read its rules.</source>
        <translation>Starta eller öppna ett spel för att läsa dess regler.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="951"/>
        <source>The rules of {game} are not written yet.</source>
        <translation>Reglerna för {game} är inte skrivna än.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="729"/>
        <source>Open another game?</source>
        <translation>Öppna ett annat spel?</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="731"/>
        <source>Open {file}? The game on the table has moves that are not saved to a file; opening another game replaces it.</source>
        <translation>Öppna {file}? Spelet på bordet har drag som inte är sparade i en fil; att öppna ett annat spel ersätter det.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="738"/>
        <source>Save this game, then open</source>
        <translation>Spara det här spelet och öppna sedan</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="739"/>
        <source>Open without saving</source>
        <translation>Öppna utan att spara</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="740"/>
        <source>Keep playing</source>
        <translation>Fortsätt spela</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="73"/>
        <source>Enter a name.</source>
        <translation>Skriv ett namn.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="75"/>
        <source>At most {max} characters (now {n}).</source>
        <translation>Högst {max} tecken (nu {n}).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="79"/>
        <source>This name has characters that cannot be shown.</source>
        <translation>Namnet innehåller tecken som inte kan visas.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="85"/>
        <source>Player {n} already has this name.</source>
        <translation>Spelare {n} har redan det namnet.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="103"/>
        <source>Who plays this seat: a person or the computer</source>
        <translation>Vem spelar den här platsen: en person eller datorn</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="112"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="121"/>
        <source>Colour (colour-blind-safe palette)</source>
        <translation>Färg (palett som fungerar vid färgblindhet)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="129"/>
        <source>Token shape</source>
        <translation>Pjäsform</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="132"/>
        <source>Remove this player</source>
        <translation>Ta bort spelaren</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="191"/>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="203"/>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="219"/>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} spelare</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="233"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="240"/>
        <source>Add player</source>
        <translation>Lägg till spelare</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="249"/>
        <source>Options</source>
        <translation>Val</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="259"/>
        <source>Seed</source>
        <translation>Frö</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="262"/>
        <source>random</source>
        <translation>slumpat</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="265"/>
        <source>Leave empty for a random game; the same seed deals the same dice.</source>
        <translation>Lämna tomt för ett slumpat spel; samma frö ger samma tärningar.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="269"/>
        <source>Pick one</source>
        <translation>Välj ett</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="284"/>
        <source>Start game</source>
        <translation>Starta spelet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="327"/>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="341"/>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="414"/>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="416"/>
        <source>Player {n}</source>
        <translation>Spelare {n}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="389"/>
        <source>{n} of {low}–{high} players</source>
        <translation>{n} av {low}–{high} spelare</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="464"/>
        <source>This game has no options.</source>
        <translation>Spelet har inga val.</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="29"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="30"/>
        <source>Sky blue</source>
        <translation>Himmelsblå</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="31"/>
        <source>Green</source>
        <translation>Grön</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="32"/>
        <source>Yellow</source>
        <translation>Gul</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="33"/>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="34"/>
        <source>Vermilion</source>
        <translation>Cinnober</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="35"/>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="36"/>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="37"/>
        <source>Grey</source>
        <translation>Grå</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="45"/>
        <source>Circle</source>
        <translation>Cirkel</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="46"/>
        <source>Square</source>
        <translation>Kvadrat</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="47"/>
        <source>Triangle</source>
        <translation>Triangel</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="48"/>
        <source>Diamond</source>
        <translation>Romb</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="49"/>
        <source>Star</source>
        <translation>Stjärna</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="50"/>
        <source>Hexagon</source>
        <translation>Sexhörning</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="51"/>
        <source>Pentagon</source>
        <translation>Femhörning</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="52"/>
        <source>Cross</source>
        <translation>Kors</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="76"/>
        <source>{name} wins</source>
        <translation>{name} vinner</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="78"/>
        <source>Shared win: {names}</source>
        <translation>Delad seger: {names}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="80"/>
        <source>The game is over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="102"/>
        <source>Money over the game ({unit})</source>
        <translation>Pengar under spelet ({unit})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="105"/>
        <source>Score over the game</source>
        <translation>Poäng under spelets gång</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="112"/>
        <source>Show the board</source>
        <translation>Visa brädet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="116"/>
        <source>New game…</source>
        <translation>Nytt spel…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="119"/>
        <source>Play again with the same table</source>
        <translation>Spela igen med samma sällskap</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="143"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="91"/>
        <source>Rules: {title}</source>
        <translation>Regler: {title}</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../../stadsliv_qt/ui/panels.py" line="154"/>
        <source>The banker&apos;s ring: this player is the banker (STA-04)</source>
        <translation>Bankirens ring: den här spelaren är bankir (STA-04)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/panels.py" line="157"/>
        <source>to play</source>
        <translation>ska välja</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../../stadsliv_qt/ui/seats.py" line="22"/>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/seats.py" line="23"/>
        <source>Computer (Easy)</source>
        <translation>Dator (lätt)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/seats.py" line="24"/>
        <source>Computer (Medium)</source>
        <translation>Dator (medel)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/seats.py" line="25"/>
        <source>Computer (Hard)</source>
        <translation>Dator (svår)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/seats.py" line="43"/>
        <source>Right-click to hand this seat to the computer or take it back.</source>
        <translation>Högerklicka för att lämna platsen till datorn eller ta tillbaka den.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/seats.py" line="61"/>
        <source>{who}: thinking…</source>
        <translation>{who}: tänker…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/seats.py" line="88"/>
        <source>Who plays {name}?</source>
        <translation>Vem spelar {name}?</translation>
    </message>
</context>
<context>
    <name>SideBox</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="140"/>
        <source>No property or card to trade.</source>
        <translation>Ingen fastighet eller kort att byta.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="144"/>
        <source>Money</source>
        <translation>Pengar</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="152"/>
        <source>Cash: {cash}</source>
        <translation>Kontanter: {cash}</translation>
    </message>
</context>
<context>
    <name>Stadsliv</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="40"/>
        <source>{code} {name} · price {price} · fee {fee}</source>
        <translation>{code} {name} · pris {price} · inlösen {fee}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="44"/>
        <source>Whoever else lands here pays you its fee of {fee} (STA-07).</source>
        <translation>Den som landar här betalar dig inlösen {fee} (STA-07).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="47"/>
        <source>It counts its price at the count (STA-24).</source>
        <translation>Det räknas till sitt pris vid uppräkningen (STA-24).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="50"/>
        <source>A höghus: the dearest blocks of their kind (STA-02).</source>
        <translation>Ett höghus: de dyraste kvarteren av sitt slag (STA-02).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="53"/>
        <source>Payers choose among owners of Varuhus or hotels; protests go to Domstolen (STA-08).</source>
        <translation>Betalare väljer bland ägarna till varuhus och hotell; protester går till Domstolen (STA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="60"/>
        <source>Its owner is the court and throws the Ödestärning for it (STA-21).</source>
        <translation>Dess ägare är domstolen och slår Ödestärningen för den (STA-21).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="66"/>
        <source>Stortorget&apos;s owner gets 10 varvslön at every Start passage (STA-10).</source>
        <translation>Stortorgets ägare får 10 i varvslön vid varje passage av Start (STA-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="84"/>
        <source>The Bank&apos;s share (B, Banken) · price {price}</source>
        <translation>Bankens andel (B, Banken) · pris {price}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="88"/>
        <source>Banken&apos;s fees go to you and the share counts 15 at the count; the banker stays banker (STA-19, STA-20).</source>
        <translation>Bankens inlösen går till dig och andelen räknas 15 vid uppräkningen; bankiren förblir bankir (STA-19, STA-20).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="94"/>
        <source>A Guldbonus from Stadskassan · price {price}</source>
        <translation>En Guldbonus ur Stadskassan · pris {price}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="98"/>
        <source>It counts 25 at the count. Owning one, a later GB face forces you to auction it (STA-12, STA-20).</source>
        <translation>Den räknas 25 vid uppräkningen. Har du en, tvingar en senare GB-sida dig att auktionera ut den (STA-12, STA-20).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="102"/>
        <source>A seat of Stadsfullmäktige · price {price}</source>
        <translation>En plats i Stadsfullmäktige · pris {price}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="106"/>
        <source>It counts 15 at the count; holders may change rules with the Röstkort; all three seats bring the victory vote (STA-18, STA-22, STA-23).</source>
        <translation>Den räknas 15 vid uppräkningen; innehavare får ändra regler med Röstkortet; alla tre platserna ger segeromröstningen (STA-18, STA-22, STA-23).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="112"/>
        <source>You have {money}: borrow at least {short} to buy it.</source>
        <translation>Du har {money}: låna minst {short} för att köpa.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="117"/>
        <source>You have {money}.</source>
        <translation>Du har {money}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="133"/>
        <source>Buy for {price}</source>
        <translation>Köp för {price}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="137"/>
        <source>Borrow first: you are {short} short.</source>
        <translation>Låna först: du saknar {short}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="174"/>
        <source>The final bid for {item} is {bid} by {bidder}, below the card&apos;s price of {price}. Accept it, or refuse and keep it (STA-09).</source>
        <translation>Slutbudet på {item} är {bid} från {bidder}, under kortets pris {price}. Godta det, eller vägra och behåll (STA-09).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fees.py" line="32"/>
        <source>Several players own these blocks: choose whose you pay; you pay that block&apos;s fee. Any other player may then protest to Domstolen (STA-08).</source>
        <translation>Flera spelare äger de här kvarteren: välj vems du betalar; du betalar det kvarterets inlösen. Varje annan spelare kan sedan protestera till Domstolen (STA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fees.py" line="40"/>
        <source>Domstolen&apos;s Ödestärning said nej: as plaintiff you choose whose block {payer} pays. This choice is final (STA-08).</source>
        <translation>Domstolens Ödestärning sa nej: som kärande väljer du vems kvarter {payer} betalar. Valet är slutgiltigt (STA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fees.py" line="46"/>
        <source>Or click a highlighted block on the board.</source>
        <translation>Eller klicka på ett markerat kvarter på brädet.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fees.py" line="52"/>
        <source>{name}: {code} {block}, fee {fee}</source>
        <translation>{name}: {code} {block}, inlösen {fee}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fees.py" line="80"/>
        <source>{payer} chose to pay {owner}: {code}, fee {fee}. Protest and you are the plaintiff: Domstolen ({court}) throws the Ödestärning; positive, the choice stands; negative, you choose the owner (STA-08).</source>
        <translation>{payer} valde att betala {owner}: {code}, inlösen {fee}. Protestera så blir du kärande: Domstolen ({court}) slår Ödestärningen; positivt, valet står sig; negativt, du väljer ägaren (STA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/loans.py" line="36"/>
        <source>You have a loan of {loan}. {banker} (the banker) may throw the Ödestärning on it: positive, the loan is cancelled and you keep the poäng; negative, it is doubled to {double}, due as before (STA-13).</source>
        <translation>Du har ett lån på {loan}. {banker} (bankiren) kan slå Ödestärningen på det: positivt, lånet stryks och du behåller poängen; negativt, det fördubblas till {double}, förfaller som förut (STA-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/loans.py" line="66"/>
        <source>You owe {owed} ({why}) and have {money}: raise {missing} more by selling to Stadskassan for half the price, at auction, or with a loan. With nothing left you are bankrupt (STA-17).</source>
        <translation>Du är skyldig {owed} ({why}) och har {money}: skaffa {missing} till genom att sälja till Stadskassan för halva priset, på auktion eller med ett lån. Finns inget kvar går du i konkurs (STA-17).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/loans.py" line="83"/>
        <source>{money} of {owed}</source>
        <translation>{money} av {owed}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/loans.py" line="91"/>
        <source>Sell to Stadskassan</source>
        <translation>Sälj till Stadskassan</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/parts.py" line="58"/>
        <source>due at your next Start passage</source>
        <translation>förfaller vid din nästa passage av Start</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/parts.py" line="60"/>
        <source>due at your second Start passage</source>
        <translation>förfaller vid din andra passage av Start</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/parts.py" line="61"/>
        <source>Your loan of {loan}: {due}; landing on an NZ first, you repay {total} there ({rate} % interest: {interest}) (STA-15).</source>
        <translation>Ditt lån på {loan}: {due}; landar du först på en NZ betalar du tillbaka {total} där ({rate} % ränta: {interest}) (STA-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/parts.py" line="122"/>
        <source>Borrow</source>
        <translation>Låna</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/parts.py" line="146"/>
        <source>Repaid without interest at your second Start passage; if you land on an NZ first, you repay {total} there ({rate} % interest: {interest}) (STA-14, STA-15).</source>
        <translation>Betalas tillbaka utan ränta vid din andra passage av Start; landar du först på en NZ betalar du tillbaka {total} där ({rate} % ränta: {interest}) (STA-14, STA-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/parts.py" line="278"/>
        <source>Sell at auction</source>
        <translation>Sälj på auktion</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="31"/>
        <source>The banker wears the ring, holds the Bank&apos;s share and gets 10 varvslön at every Start passage; Naturkatastrof takes nothing from the banker and Gynnsamt klimat gives the banker nothing (STA-04, STA-10, STA-12).</source>
        <translation>Bankiren bär ringen, har Bankens andel och får 10 i varvslön vid varje passage av Start; Naturkatastrof tar inget från bankiren och Gynnsamt klimat ger bankiren inget (STA-04, STA-10, STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="37"/>
        <source>If nobody volunteers, the lowest sum of two dice decides (STA-04).</source>
        <translation>Anmäler sig ingen, avgör den lägsta summan av två tärningar (STA-04).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="63"/>
        <source>⚀  One die: 1 to 6 squares</source>
        <translation>⚀  En tärning: 1 till 6 rutor</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="65"/>
        <source>⚄ ⚀  Both dice: 2 to 12 squares</source>
        <translation>⚄ ⚀  Båda tärningarna: 2 till 12 rutor</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="70"/>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="111"/>
        <source>Borrow…</source>
        <translation>Låna…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="178"/>
        <source>Raise the Röstkort</source>
        <translation>Lyft Röstkortet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="181"/>
        <source>Everyone not on an NZ votes in secret; with a majority the court&apos;s Ödestärning decides (STA-22).</source>
        <translation>Alla som inte står på en NZ röstar hemligt; vid majoritet avgör domstolens Ödestärning (STA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="187"/>
        <source>Röstkortet:</source>
        <translation>Röstkortet:</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="204"/>
        <source>{code} {name} · fee {fee}</source>
        <translation>{code} {name} · inlösen {fee}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="238"/>
        <source>The table said nej. Domstolen ({court}) throws the Ödestärning on your appeal: positive, you win; negative, the count decides (STA-23).</source>
        <translation>Bordet sa nej. Domstolen ({court}) slår Ödestärningen på ditt överklagande: positivt, du vinner; negativt, uppräkningen avgör (STA-23).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="41"/>
        <source>a Guldbonus</source>
        <translation>en Guldbonus</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="43"/>
        <source>a Stadsfullmäktige seat</source>
        <translation>en plats i Stadsfullmäktige</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="269"/>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="45"/>
        <source>the Bank&apos;s share (B)</source>
        <translation>Bankens andel (B)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="65"/>
        <source>Volunteer as banker</source>
        <translation>Anmäl dig som bankir</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="65"/>
        <source>Not me</source>
        <translation>Inte jag</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="69"/>
        <source>Roll one die</source>
        <translation>Slå en tärning</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="71"/>
        <source>Roll both dice</source>
        <translation>Slå båda tärningarna</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="74"/>
        <source>Borrow {amount}</source>
        <translation>Låna {amount}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="76"/>
        <source>Buy it</source>
        <translation>Köp</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="76"/>
        <source>Do not buy</source>
        <translation>Köp inte</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="80"/>
        <source>Pay {name}: {code} {block}, fee {fee}</source>
        <translation>Betala {name}: {code} {block}, inlösen {fee}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="88"/>
        <source>Protest to Domstolen</source>
        <translation>Protestera till Domstolen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="90"/>
        <source>Let it stand</source>
        <translation>Låt det stå</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="278"/>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="93"/>
        <source>Auction {item}</source>
        <translation>Auktionera ut {item}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="95"/>
        <source>Bid {amount}</source>
        <translation>Bjud {amount}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="97"/>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="100"/>
        <source>Accept the bid</source>
        <translation>Godta budet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="102"/>
        <source>Refuse and keep it</source>
        <translation>Vägra och behåll</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="274"/>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="105"/>
        <source>Sell {item} to Stadskassan (+{amount})</source>
        <translation>Sälj {item} till Stadskassan (+{amount})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="110"/>
        <source>Ask for the throw</source>
        <translation>Be om slaget</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="112"/>
        <source>Keep the loan</source>
        <translation>Behåll lånet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="115"/>
        <source>Röstkortet: {question}</source>
        <translation>Röstkortet: {question}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="119"/>
        <source>Vote ja</source>
        <translation>Rösta ja</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="119"/>
        <source>Vote nej</source>
        <translation>Rösta nej</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="122"/>
        <source>Appeal to Domstolen</source>
        <translation>Överklaga till Domstolen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="124"/>
        <source>Accept the count</source>
        <translation>Godta uppräkningen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="127"/>
        <source>End the turn</source>
        <translation>Avsluta draget</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="139"/>
        <source>{seller} must sell: the highest bid wins, whatever it is (STA-12).</source>
        <translation>{seller} måste sälja: högsta budet vinner, hur lågt det än är (STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="143"/>
        <source>Sold by {seller}. Price on the card {price}: {seller} may refuse a final bid below it (STA-09).</source>
        <translation>Säljs av {seller}. Pris på kortet {price}: {seller} får vägra ett slutbud under det (STA-09).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="173"/>
        <source>{name} holds all three seats of Stadsfullmäktige. Does {name} win?</source>
        <translation>{name} har alla tre platserna i Stadsfullmäktige. Vinner {name}?</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="174"/>
        <source>Ja: {name} wins. Nej: {name} may appeal to Domstolen, else the count decides (STA-23).</source>
        <translation>Ja: {name} vinner. Nej: {name} får överklaga till Domstolen, annars avgör uppräkningen (STA-23).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="178"/>
        <source>{name} raised the Röstkort and does not vote.</source>
        <translation>{name} lyfte Röstkortet och röstar inte.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="181"/>
        <source>A majority of ja, then a positive Ödestärning, and it happens (STA-22).</source>
        <translation>Majoritet för ja, sedan en positiv Ödestärning, så blir det så (STA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="187"/>
        <source>Voting: {names}</source>
        <translation>Röstar: {names}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="191"/>
        <source>Not voting, on an NZ: {names} (STA-16)</source>
        <translation>Röstar inte, på en NZ: {names} (STA-16)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="217"/>
        <source>Wealth at the count over the game (STA-24)</source>
        <translation>Förmögenhet vid uppräkningen under spelets gång (STA-24)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="204"/>
        <source>1 die</source>
        <translation>Slå 1</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="205"/>
        <source>Roll one die: move 1 to 6 squares (STA-06)</source>
        <translation>Slå en tärning: gå 1 till 6 rutor (STA-06)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="209"/>
        <source>2 dice</source>
        <translation>Slå 2</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="210"/>
        <source>Roll both dice: move 2 to 12 squares (STA-06)</source>
        <translation>Slå båda tärningarna: gå 2 till 12 rutor (STA-06)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="549"/>
        <source>{name} on {square} (square {n})</source>
        <translation>{name} på {square} (ruta {n})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="553"/>
        <source>Wears the banker&apos;s ring (STA-04)</source>
        <translation>Bär bankirens ring (STA-04)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="586"/>
        <source>The game is over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="588"/>
        <source>Choosing the banker</source>
        <translation>Bankiren väljs</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="590"/>
        <source>{name}&apos;s turn</source>
        <translation>{name}s tur</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="597"/>
        <source>Turn {n}</source>
        <translation>Drag {n}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="607"/>
        <source>{name} rolled {n}</source>
        <translation>{name} slog {n}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="611"/>
        <source>{name}: {dice} = {total}</source>
        <translation>{name}: {dice} = {total}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="623"/>
        <source>last roll</source>
        <translation>senaste slaget</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="648"/>
        <source>thrown by {name}</source>
        <translation>slagen av {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="686"/>
        <source>Stadshuset: the three seats of Stadsfullmäktige. A free seat is bought for 15 poäng by standing on the SF square (STA-18) or won with the Röstkort (STA-22). Holders may put rule changes to the table (STA-22); whoever holds all three faces the victory vote (STA-23). Each seat counts 15 at the end (STA-20).</source>
        <translation>Stadshuset: Stadsfullmäktiges tre platser. En ledig plats köps för 15 poäng av den som står på SF-rutan (STA-18) eller vinns med Röstkortet (STA-22). Innehavare får föreslå regeländringar (STA-22); den som har alla tre möter segeromröstningen (STA-23). Varje plats räknas 15 vid slutet (STA-20).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="696"/>
        <source>Stadskassan has unlimited poäng (STA-03) and holds the Stadsfullmäktige seats and the Guldbonus not yet sold (STA-05). A Guldbonus costs 10 on Ödet&apos;s GB face and counts 25 at the end (STA-12, STA-20). The banker wears the ring and keeps the banker&apos;s varvslön (STA-04, STA-10).</source>
        <translation>Stadskassan har obegränsat med poäng (STA-03) och håller de platser i Stadsfullmäktige och de Guldbonus som inte sålts (STA-05). En Guldbonus kostar 10 på Ödets GB-sida och räknas 25 vid slutet (STA-12, STA-20). Bankiren bär ringen och får bankirens varvslön (STA-04, STA-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="706"/>
        <source>The figures in force. Holders of a Stadsfullmäktige seat may change them with the Röstkort; a change holds to the end of the game (STA-22).</source>
        <translation>Siffrorna som gäller. Den som har en plats i Stadsfullmäktige får ändra dem med Röstkortet; en ändring gäller till spelets slut (STA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="112"/>
        <source>free</source>
        <translation>ledig</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="161"/>
        <source>Seats for sale</source>
        <translation>Platser till salu</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="171"/>
        <source>The Bank&apos;s share: here, for sale on B</source>
        <translation>Bankens andel: här, till salu på B</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="173"/>
        <source>The Bank&apos;s share: {name}</source>
        <translation>Bankens andel: {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="178"/>
        <source>Banker: {name}</source>
        <translation>Bankir: {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="187"/>
        <source>No banker chosen yet</source>
        <translation>Ingen bankir vald än</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="243"/>
        <source>Domstolen: no court yet</source>
        <translation>Domstolen: ingen domstol än</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="245"/>
        <source>Domstolen: {name} (owner of D)</source>
        <translation>Domstolen: {name} (äger D)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="249"/>
        <source>Domstolen: {name} (the banker)</source>
        <translation>Domstolen: {name} (bankiren)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="255"/>
        <source>Varvslön: {figures}</source>
        <translation>Varvslön: {figures}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="263"/>
        <source>NZ interest {rate} % · Farsot {f} · Naturkatastrof {n}</source>
        <translation>NZ-ränta {rate} % · Farsot {f} · Naturkatastrof {n}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="275"/>
        <source>Loans up to {limit} poäng</source>
        <translation>Lån upp till {limit} poäng</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="292"/>
        <source>Rules in force</source>
        <translation>Gällande regler</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/end.py" line="28"/>
        <source>won by Domstolen&apos;s ruling on the appeal (STA-23)</source>
        <translation>vann genom Domstolens utslag i överklagandet (STA-23)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/end.py" line="32"/>
        <source>won by the table&apos;s vote in Stadsfullmäktige (STA-23)</source>
        <translation>vann genom bordets omröstning i Stadsfullmäktige (STA-23)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/end.py" line="36"/>
        <source>the last player not bankrupt (STA-17)</source>
        <translation>den sista som inte gått i konkurs (STA-17)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/end.py" line="37"/>
        <source>won at the count (STA-24)</source>
        <translation>vann vid uppräkningen (STA-24)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/end.py" line="93"/>
        <source>{names} wins</source>
        <translation>{names} vinner</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/end.py" line="95"/>
        <source>{names} share the victory</source>
        <translation>{names} delar segern</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/end.py" line="114"/>
        <source>The count (STA-24)</source>
        <translation>Uppräkningen (STA-24)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fate.py" line="110"/>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fate.py" line="175"/>
        <source>not touched</source>
        <translation>berörs inte</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fate.py" line="130"/>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fate.py" line="159"/>
        <source>pays {amount} poäng</source>
        <translation>betalar {amount} poäng</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fate.py" line="155"/>
        <source>gets {amount} poäng</source>
        <translation>får {amount} poäng</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fate.py" line="165"/>
        <source>spared: on an NZ</source>
        <translation>skonas: på en NZ</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fate.py" line="170"/>
        <source>spared: the banker</source>
        <translation>skonas: bankiren</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="73"/>
        <source>Click to fold this card away</source>
        <translation>Klicka för att lägga undan kortet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="172"/>
        <source>Thrown by {thrower} for {lander} on Ödet</source>
        <translation>Slagen av {thrower} för {lander} på Ödet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="176"/>
        <source>Thrown by {thrower} on Ödet</source>
        <translation>Slagen av {thrower} på Ödet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="180"/>
        <source>Thrown by {thrower}</source>
        <translation>Slagen av {thrower}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="224"/>
        <source>has voted ✓</source>
        <translation>har röstat ✓</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="226"/>
        <source>to vote…</source>
        <translation>ska rösta…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="229"/>
        <source>Secret vote: every vote is shown together once all are in.</source>
        <translation>Hemlig omröstning: alla röster visas samtidigt när alla har röstat.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="243"/>
        <source>holds all three seats: does not vote</source>
        <translation>har alla tre platserna: röstar inte</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="251"/>
        <source>asks: does not vote</source>
        <translation>frågar: röstar inte</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="256"/>
        <source>on an NZ: does not vote</source>
        <translation>på en NZ: röstar inte</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="274"/>
        <source>{name} asks: {question}?</source>
        <translation>{name} frågar: {question}?</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="272"/>
        <source>Does {name} win?</source>
        <translation>Vinner {name}?</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="25"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="26"/>
        <source>Residential block (orange)</source>
        <translation>Bostadskvarter (orange)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="27"/>
        <source>Office block (violet)</source>
        <translation>Kontorskvarter (violett)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="28"/>
        <source>Existing building (turquoise)</source>
        <translation>Befintlig byggnad (turkos)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="29"/>
        <source>Stortorget (silver)</source>
        <translation>Stortorget (silver)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="30"/>
        <source>Stadsfullmäktige (gold)</source>
        <translation>Stadsfullmäktige (guld)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="31"/>
        <source>Ödet (light blue)</source>
        <translation>Ödet (ljusblå)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="32"/>
        <source>Neutral zone (yellow)</source>
        <translation>Neutral zon (gul)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="40"/>
        <source>Owner: nobody yet (Stadskassan)</source>
        <translation>Ägare: ingen än (Stadskassan)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="41"/>
        <source>Owner: {name}</source>
        <translation>Ägare: {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="47"/>
        <source>Land here: buy it at its price if nobody owns it; if someone else owns it, pay them its fee (STA-07).</source>
        <translation>Landa här: köp kvarteret till dess pris om ingen äger det; äger någon annan det, betala ägaren dess inlösen (STA-07).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="55"/>
        <source>A höghus (darker square): the dearest blocks of its kind (STA-02).</source>
        <translation>Ett höghus (mörkare ruta): de dyraste kvarteren av sitt slag (STA-02).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="61"/>
        <source>One of the two Varuhus: when other players own both, the payer chooses whom to pay, and anyone may protest to Domstolen (STA-08).</source>
        <translation>Ett av de två varuhusen: äger andra spelare båda, väljer betalaren vem som får betalt, och vem som helst kan protestera till Domstolen (STA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="69"/>
        <source>One of the three hotels: when several other players own hotels, the payer chooses whom to pay, and anyone may protest to Domstolen (STA-08).</source>
        <translation>Ett av de tre hotellen: äger flera andra spelare hotell, väljer betalaren vem som får betalt, och vem som helst kan protestera till Domstolen (STA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="77"/>
        <source>Banken is the Bank&apos;s share: the banker holds it at the start; its fees go to whoever holds it, and it counts 15 at the end. In Stadskassan it is sold here (STA-19, STA-20).</source>
        <translation>Banken är Bankens andel: bankiren har den från början; dess inlösen går till den som har den, och den räknas 15 vid slutet. Ligger den i Stadskassan säljs den här (STA-19, STA-20).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="86"/>
        <source>Domstolen&apos;s owner is the court and throws the Ödestärning at protests, Röstkort questions and the appeal; with no owner the banker throws (STA-21).</source>
        <translation>Domstolens ägare är domstolen och slår Ödestärningen vid protester, Röstkortets frågor och överklagandet; utan ägare slår bankiren (STA-21).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="94"/>
        <source>Stortorget&apos;s owner gets the bigger varvslön at every Start passage (STA-10). Moving onto it lets you raise the Röstkort (STA-22).</source>
        <translation>Stortorgets ägare får den större varvslönen vid varje passage av Start (STA-10). Den som går hit får lyfta Röstkortet (STA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="107"/>
        <source>Passing Start pays varvslön: {figures} (STA-10).</source>
        <translation>Att passera Start ger varvslön: {figures} (STA-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="110"/>
        <source>A loan is repaid at its second passage, without interest (STA-15).</source>
        <translation>Ett lån betalas tillbaka vid andra passagen, utan ränta (STA-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="113"/>
        <source>Moving onto Start lets you raise the Röstkort (STA-22).</source>
        <translation>Den som går till Start får lyfta Röstkortet (STA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="119"/>
        <source>Standing here you may buy a free seat of Stadsfullmäktige for 15 poäng (STA-18).</source>
        <translation>Den som står här får köpa en ledig plats i Stadsfullmäktige för 15 poäng (STA-18).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="123"/>
        <source>Moving onto it lets you raise the Röstkort (STA-22).</source>
        <translation>Den som går hit får lyfta Röstkortet (STA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="126"/>
        <source>Whoever holds all three seats faces the table&apos;s victory vote (STA-23).</source>
        <translation>Den som har alla tre platserna möter bordets segeromröstning (STA-23).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="133"/>
        <source>Land here and the Ödestärning is thrown for you; players on an NZ are not touched (STA-12, STA-16).</source>
        <translation>Landa här så slås Ödestärningen för dig; spelare på en NZ berörs inte (STA-12, STA-16).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="138"/>
        <source>With a loan you may then ask for a second throw: positive cancels the loan, negative doubles it (STA-13).</source>
        <translation>Med ett lån kan du sedan be om ett andra slag: positivt stryker lånet, negativt fördubblar det (STA-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="147"/>
        <source>{name} would repay {total} poäng here (loan {loan} + {interest}).</source>
        <translation>{name} skulle betala tillbaka {total} poäng här (lån {loan} + {interest}).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="155"/>
        <source>A Neutral zone: a loan is repaid here at once with {rate} % interest, rounded up (STA-15).</source>
        <translation>En neutral zon: ett lån betalas här genast tillbaka med {rate} % ränta, avrundat uppåt (STA-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="160"/>
        <source>While here you do not vote and throws from Ödet do not touch you; a Röstkort question still binds you (STA-16).</source>
        <translation>Här röstar du inte och slag från Ödet berör dig inte; en fråga med Röstkortet binder dig ändå (STA-16).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="177"/>
        <source>Price {price} poäng · fee {fee} poäng</source>
        <translation>Pris {price} poäng · inlösen {fee} poäng</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="187"/>
        <source>Here now: {names}</source>
        <translation>Här nu: {names}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="192"/>
        <source>Square {n} of {total}</source>
        <translation>Ruta {n} av {total}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="203"/>
        <source>Guldbonus: the player may buy a Guldbonus for 10 poäng after a first investment; one who already owns one must sell it at auction (STA-12).</source>
        <translation>Guldbonus: spelaren får köpa en Guldbonus för 10 poäng efter en första investering; den som redan har en måste sälja den på auktion (STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="208"/>
        <source>Investeringsutdelning: every player not on an NZ gets 3 poäng from Stadskassan (STA-12).</source>
        <translation>Investeringsutdelning: varje spelare som inte står på en NZ får 3 poäng ur Stadskassan (STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="213"/>
        <source>Gynnsamt klimat: every player but the banker and those on an NZ gets 5 poäng from Stadskassan (STA-12).</source>
        <translation>Gynnsamt klimat: varje spelare utom bankiren och de på en NZ får 5 poäng ur Stadskassan (STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="218"/>
        <source>Farsot: every player not on an NZ pays {amount} poäng to Stadskassan (STA-12).</source>
        <translation>Farsot: varje spelare som inte står på en NZ betalar {amount} poäng till Stadskassan (STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="222"/>
        <source>Naturkatastrof: every player but the banker and those on an NZ pays {amount} poäng to Stadskassan (STA-12).</source>
        <translation>Naturkatastrof: varje spelare utom bankiren och de på en NZ betalar {amount} poäng till Stadskassan (STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="227"/>
        <source>Krigshot: the player whose throw it is pays 4 poäng to Stadskassan (STA-12).</source>
        <translation>Krigshot: spelaren som slaget gäller betalar 4 poäng till Stadskassan (STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="238"/>
        <source>ja · positive (white)</source>
        <translation>ja · positiv (vit)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="239"/>
        <source>nej · negative (black)</source>
        <translation>nej · negativ (svart)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="245"/>
        <source>Protest to Domstolen: positive, the payer&apos;s choice stands; negative, the plaintiff chooses the owner (STA-08).</source>
        <translation>Protest till Domstolen: positivt, betalarens val står sig; negativt, käranden väljer ägaren (STA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="250"/>
        <source>On the loan: positive, the loan is cancelled; negative, it is doubled (STA-13).</source>
        <translation>På lånet: positivt, lånet stryks; negativt, det fördubblas (STA-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="254"/>
        <source>On the Röstkort question: positive, it happens; negative, it does not (STA-22).</source>
        <translation>På Röstkortets fråga: positivt, det blir så; negativt, det blir inte så (STA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="258"/>
        <source>On the appeal: positive, the holder of the three seats wins; negative, the count decides (STA-23).</source>
        <translation>På överklagandet: positivt, den som har de tre platserna vinner; negativt, uppräkningen avgör (STA-23).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/tray.py" line="86"/>
        <source>no roll yet</source>
        <translation>inget slag än</translation>
    </message>
</context>
<context>
    <name>SummaryScene</name>
    <message>
        <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="120"/>
        <source>This game&apos;s board is not drawn yet; the table shows its public state.</source>
        <translation>Spelets bräde är inte ritat än; bordet visar det som alla får se.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="129"/>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="131"/>
        <source>Waiting for the dice.</source>
        <translation>Väntar på tärningarna.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="133"/>
        <source>Everyone chooses in secret.</source>
        <translation>Alla väljer i hemlighet.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="334"/>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (datorn) tänker…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="420"/>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="423"/>
        <source>{name} wins</source>
        <translation>{name} vinner</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="425"/>
        <source>Shared win: {names}</source>
        <translation>Delad seger: {names}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="433"/>
        <source>Scores: {scores}</source>
        <translation>Poäng: {scores}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="559"/>
        <source>Everyone has chosen</source>
        <translation>Alla har valt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="560"/>
        <source>Gather round: the choices are revealed together.</source>
        <translation>Samlas runt skärmen: valen visas samtidigt.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="561"/>
        <location filename="../../stadsliv_qt/ui/table.py" line="567"/>
        <source>Show the table</source>
        <translation>Visa bordet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="565"/>
        <source>Back to the table</source>
        <translation>Tillbaka till bordet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="566"/>
        <source>Turn the screen so everyone can see it.</source>
        <translation>Vänd skärmen så att alla ser den.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="577"/>
        <source>There is news only for you.</source>
        <translation>Det finns något som bara du får se.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="597"/>
        <source>Only for you</source>
        <translation>Bara för dig</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="638"/>
        <source>Money</source>
        <translation>Pengar</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="639"/>
        <source>Second currency</source>
        <translation>Andra valutan</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="640"/>
        <source>Holdings</source>
        <translation>Innehav</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="641"/>
        <source>Notes</source>
        <translation>Noteringar</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="668"/>
        <source>Your choice is in. Nobody sees it before the reveal.</source>
        <translation>Ditt val är lämnat. Ingen ser det före avslöjandet.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="671"/>
        <source>Your choice is sealed.</source>
        <translation>Ditt val är förseglat.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="663"/>
        <source>Your choice is made.</source>
        <translation>Ditt val är gjort.</translation>
    </message>
</context>
<context>
    <name>TradeAnswerPanel</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="337"/>
        <source>{name} gives {other}</source>
        <translation>{name} ger {other}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="338"/>
        <source>{name} gets from {other}</source>
        <translation>{name} får av {other}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="343"/>
        <source>nothing</source>
        <translation>ingenting</translation>
    </message>
</context>
<context>
    <name>TradeDialog</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="184"/>
        <source>Offer a trade</source>
        <translation>Föreslå ett byte</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="189"/>
        <source>{name} offers a trade</source>
        <translation>{name} föreslår ett byte</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="191"/>
        <source>To:</source>
        <translation>Till:</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="205"/>
        <source>Tick what changes hands. The other player accepts or refuses on screen.</source>
        <translation>Kryssa i det som byter ägare. Den andra spelaren godtar eller avböjer på skärmen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="218"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="221"/>
        <source>Offer</source>
        <translation>Erbjud</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="230"/>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="286"/>
        <source>There is nobody to trade with.</source>
        <translation>Det finns ingen att byta med.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="247"/>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="252"/>
        <source>{name} gives</source>
        <translation>{name} ger</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="272"/>
        <source>1 item and {money} in this offer.</source>
        <translation>1 sak och {money} i erbjudandet.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="273"/>
        <source>{n} items and {money} in this offer.</source>
        <translation>{n} saker och {money} i erbjudandet.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="292"/>
        <source>An offer must contain something.</source>
        <translation>Ett erbjudande måste innehålla något.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="298"/>
        <source>{name} has only {cash}.</source>
        <translation>{name} har bara {cash}.</translation>
    </message>
</context>
<context>
    <name>VotePanel</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="78"/>
        <source>Your vote stays secret until everyone has voted.</source>
        <translation>Din röst är hemlig tills alla har röstat.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="82"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="83"/>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="90"/>
        <source>Cast my vote</source>
        <translation>Lägg min röst</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="122"/>
        <source>Choose yes or no first.</source>
        <translation>Välj ja eller nej först.</translation>
    </message>
</context>
<context>
    <name>VoteReveal</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="177"/>
        <source>The votes are revealed</source>
        <translation>Rösterna visas</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="182"/>
        <source>{yes} yes · {no} no</source>
        <translation>{yes} ja · {no} nej</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="229"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="229"/>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="215"/>
        <source>Continue</source>
        <translation>Fortsätt</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="165"/>
        <source>Learn to play</source>
        <translation>Lär dig spela</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="174"/>
        <source>Learn to play {title}</source>
        <translation>Lär dig spela: {title}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="176"/>
        <source>{title}: continue the tutorial (step {k} of {n})</source>
        <translation>{title}: fortsätt guiden (steg {k} av {n})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="185"/>
        <source>Start over</source>
        <translation>Börja om</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="186"/>
        <source>Begin this tutorial again from its first step.</source>
        <translation>Börja guiden igen från första steget.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="77"/>
        <source>Three city board games for one table and one screen.</source>
        <translation>Tre stadsbrädspel för ett bord och en skärm.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="97"/>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="138"/>
        <source>An unfinished game is waiting</source>
        <translation>Ett oavslutat spel väntar</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="103"/>
        <source>Continue last game</source>
        <translation>Fortsätt senaste spelet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="112"/>
        <source>New game…</source>
        <translation>Nytt spel…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="114"/>
        <source>Open a saved game…</source>
        <translation>Öppna ett sparat spel…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="150"/>
        <source>The last game cannot be continued</source>
        <translation>Det senaste spelet kan inte fortsättas</translation>
    </message>
</context>
<context>
    <name>curtain</name>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="248"/>
        <source>Only you see this.</source>
        <translation>Bara du ser detta.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="251"/>
        <source>Hold to see what you sealed</source>
        <translation>Håll inne för att se vad du förseglade</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="252"/>
        <source>Shown only while you hold the button down</source>
        <translation>Visas bara medan du håller knappen inne</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="259"/>
        <source>Done</source>
        <translation>Klar</translation>
    </message>
</context>
</TS>
